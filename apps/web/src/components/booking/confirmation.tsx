import { StepHeading } from '../focus/step-heading.tsx';

/** The top of a thanks page: a check mark, the title and what was confirmed. */
export function Confirmation({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm">
      <svg viewBox="0 0 48 48" className="mx-auto size-14 text-emerald-600" aria-hidden><circle cx="24" cy="24" r="22" fill="currentColor" opacity=".15" /><path d="M14 25l7 7 13-15" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" /></svg>
      <StepHeading className="mt-3 text-2xl font-bold text-brand-accent">{title}</StepHeading>
      {children}
    </div>
  );
}
