/** Where the visitor is in a flow: an ordered list with aria-current="step". No hooks, so it renders on either side. */
export function StepProgress({
  label,
  steps,
  current,
}: {
  label: string;
  steps: readonly { key: string; label: string }[];
  current: string;
}) {
  const at = steps.findIndex((s) => s.key === current);
  return (
    <ol
      className="mb-6 flex flex-wrap gap-2 text-xs font-semibold sm:text-sm"
      aria-label={label}
      data-testid="step-progress"
    >
      {steps.map((step, i) => (
        <li
          key={step.key}
          aria-current={i === at ? 'step' : undefined}
          className={`flex items-center gap-2 rounded-full px-3 py-1 ${i === at ? 'bg-brand text-white' : i < at ? 'bg-slate-200 text-slate-800' : 'bg-slate-100 text-slate-600'}`}
        >
          <span aria-hidden>{i + 1}</span>
          {step.label}
        </li>
      ))}
    </ol>
  );
}
