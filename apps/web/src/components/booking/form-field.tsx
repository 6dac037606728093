'use client';

import { useId } from 'react';

/** A labelled control with its message; the message is announced and tied to the control. */
export function FormField({ label, error, children, className = '' }: { label: string; error?: string | null; children: (props: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => React.ReactNode; className?: string }) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">{label}</label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : undefined })}
      {error && <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700" data-testid="field-error">{error}</p>}
    </div>
  );
}

export const inputClass = 'mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 aria-[invalid]:border-red-600';

export function Panel({ title, children, testId }: { title: string; children: React.ReactNode; testId?: string }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" data-testid={testId}>
      <h2 className="mb-4 text-lg font-bold text-brand-accent">{title}</h2>
      {children}
    </section>
  );
}
