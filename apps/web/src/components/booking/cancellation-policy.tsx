import type { CancellationPolicy } from '@rental/domain/reservation/cancellation';

/** The texts of `booking.cancellationPolicy`, however the caller got them (server or browser). */
type Translate = (key: string, values?: Record<string, number>) => string;

/**
 * The brand's cancellation policy written from the numbers staff set; `kind` null shows both
 * ways of paying. No hooks, so it renders on the server and ships no script.
 */
export function policyLines(
  policy: CancellationPolicy,
  kind: 'prepaid' | 'postpaid' | null,
  t: Translate,
): string[] {
  const lines = [
    policy.freeUntilHours > 0 ? t('free', { hours: policy.freeUntilHours }) : t('freeUntilPickup'),
  ];
  if (kind !== 'postpaid') {
    if (policy.freeUntilHours > 0 && policy.lateFeePercent > 0)
      lines.push(
        t('late', { percent: policy.lateFeePercent }),
        t('lateChange', { percent: policy.lateFeePercent }),
      );
    if (policy.noShowFeePercent > 0) lines.push(t('noShow', { percent: policy.noShowFeePercent }));
    lines.push(t('refund'));
  }
  if (kind !== 'prepaid') lines.push(t('payLater'));
  return lines;
}

export function CancellationPolicyText({
  title,
  lines,
  testId = 'cancellation-policy',
}: {
  title: string;
  lines: string[];
  testId?: string;
}) {
  return (
    <section data-testid={testId} className="text-sm text-slate-700">
      <h2 className="mb-1 font-semibold text-slate-900">{title}</h2>
      <ul className="list-disc space-y-1 pl-5">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}
