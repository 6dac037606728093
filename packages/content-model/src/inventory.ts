import { choice, collection, integer, manyToOne, reference, text } from './builders.ts';
import { branches } from './content.ts';
import type { ModelRegistry } from './registry.ts';
import { ACRISS_CLASSES } from './vocabulary.ts';

/**
 * How many cars of each class a branch has (docs/content-model.md "Inventory"). Shared
 * by the four brands, which rent the same fleet: a unit one brand sells is gone for the others.
 * A class a branch has no row for is not tracked there (booked without a limit); two rows for
 * the same class and branch add up.
 */
export const fleetUnits = collection(
  'fleet_units',
  {
    icon: 'garage',
    note: 'Cars per class, and extras, per branch: the site never sells more at once',
    displayTemplate: '{{branch.code}} · {{class}}{{extra}} × {{units}}',
  },
  [
    reference('branch', branches.primaryKey, { required: true, template: '{{code}} · {{name}}' }),
    choice('class', ACRISS_CLASSES, {
      note: 'ACRISS code of the cars counted; empty on a row that counts an extra',
    }),
    text('extra', {
      note: 'Code of the extra counted (child seat, GPS…) instead of a class; empty on a row of cars',
    }),
    integer('units', {
      required: true,
      default: 0,
      min: 0,
      note: 'Cars of this class (or units of this extra) rentable from this branch (0: none to sell)',
    }),
    text('note', { width: 'full', note: 'For staff: e.g. two in the workshop until May' }),
  ],
);

export function defineInventory(r: ModelRegistry): void {
  r.add(fleetUnits);
  r.relate(manyToOne('fleet_units', 'branch', 'branches', 'CASCADE'));
}
