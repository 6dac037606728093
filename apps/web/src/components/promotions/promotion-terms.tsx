/** The promotion's conditions, folded away in a disclosure (native <details>: keyboard and screen-reader ready). */
export function PromotionTerms({ summary, terms }: { summary: string; terms: string }) {
  const paragraphs = terms
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <details className="group text-sm">
      <summary className="inline-flex cursor-pointer list-none items-center gap-1.5 rounded py-1 font-semibold text-brand-accent hover:underline [&::-webkit-details-marker]:hidden">
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="size-4 shrink-0 transition-transform group-open:rotate-90"
          fill="currentColor"
        >
          <path d="M7.2 4.2a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 1 1-1.4-1.4L11.5 10 7.2 5.6a1 1 0 0 1 0-1.4Z" />
        </svg>
        {summary}
      </summary>
      <div className="mt-2 space-y-2 text-slate-600" data-testid="promotion-terms">
        {paragraphs.map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </div>
    </details>
  );
}
