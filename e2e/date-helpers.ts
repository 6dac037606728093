import type { Locator, Page } from '@playwright/test';

/** `2030-01-10` → `01/10/30`, as the date fields show it (SPEC §9 mm/dd/yy). */
export const shortDate = (iso: string) =>
  `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(2, 4)}`;

/** Types a Panama local date-time (`YYYY-MM-DDTHH:mm`) into the date-time field named `name`, as a visitor would. */
export async function fillDateTime(scope: Page | Locator, name: string, local: string) {
  const [day, time] = local.split('T');
  await scope.locator(`input[name="${name}"]`).fill(shortDate(day));
  await scope.locator(`select[name="${name}-time"]`).selectOption(time);
}
