'use client';

import { useEffect, useState } from 'react';
import { isOpenAt, type WeeklyHours } from '@rental/domain/hours';

/** "Open now" / "Closed now" in Panama time, worked out in the browser (the page is prerendered); refreshed every minute. */
export function OpenNowBadge({
  hours,
  openLabel,
  closedLabel,
}: {
  hours: WeeklyHours;
  openLabel: string;
  closedLabel: string;
}) {
  const [open, setOpen] = useState<boolean | null>(null);
  useEffect(() => {
    const update = () => setOpen(isOpenAt(hours, new Date()));
    update();
    const timer = window.setInterval(update, 60_000);
    return () => window.clearInterval(timer);
  }, [hours]);
  if (open === null) return null;
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ${open ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-200 text-slate-700'}`}
      data-testid="branch-open-now"
      data-open={open}
    >
      <span
        aria-hidden="true"
        className={`size-2 rounded-full ${open ? 'bg-emerald-600' : 'bg-slate-500'}`}
      />
      {open ? openLabel : closedLabel}
    </span>
  );
}
