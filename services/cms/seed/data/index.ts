/** All seed content, one export per collection group. */
export { sites } from './sites.ts';
export { branches } from './branches.ts';
export { fleet } from './fleet.ts';
export { unitsPerClass } from './inventory.ts';
export { coverages } from './coverages.ts';
export { lengthDiscounts, seasons } from './rates.ts';
export { additionalDriverFees, classTerms, youngDriverBands } from './drivers.ts';
export { EXTRA_STOCK, extras } from './extras.ts';
export { infoPages } from './info-pages.ts';
export { callsToAction, promotions } from './marketing.ts';
export { jobOffers } from './jobs.ts';
export { coupons } from './coupons.ts';
export { redirects } from './redirects.ts';
