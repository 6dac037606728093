import type { CmsClient } from './client.ts';

/**
 * What the fleet has free (issue 18): the CMS's `/availability` endpoint
 * (services/cms/extensions/availability), judged by the same code as the check that stores a
 * reservation. `units` and `left` are null where the branch does not track the class (no limit).
 */
export interface ClassStock {
  units: number | null;
  left: number | null;
}

interface Rental {
  branch: string;
  pickupAt: Date;
  returnAt: Date;
}

const period = (r: Rental) => ({
  branch: r.branch,
  from: r.pickupAt.toISOString(),
  to: r.returnAt.toISOString(),
});

/** Units of a car's class free for a rental, leaving out the reservation `except` (being paid or changed). */
export function carStock(
  cms: CmsClient,
  rental: Rental & { car: string; except?: string | null },
): Promise<ClassStock & { class: string }> {
  return cms.endpoint('/availability', {
    ...period(rental),
    car: rental.car,
    ...(rental.except ? { except: rental.except } : {}),
  });
}

/** Units free for a rental of every class the branch tracks, by ACRISS class. */
export async function branchStock(
  cms: CmsClient,
  rental: Rental,
): Promise<Record<string, ClassStock>> {
  const answer = await cms.endpoint<{ classes: Record<string, ClassStock> }>(
    '/availability',
    period(rental),
  );
  return answer.classes;
}

/** Whether a rental can take a unit (an untracked class always can). */
export const hasUnit = (stock: ClassStock) => stock.left === null || stock.left >= 1;
