/**
 * Where the visitor is in a flow of steps (the booking, the pre-check-in): an ordered list,
 * the current step marked with aria-current="step", the ones done and to come told apart.
 * No hooks: the booking renders it on the server, the pre-check-in's client steps in the browser.
 */
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
