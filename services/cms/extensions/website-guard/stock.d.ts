/** Types of stock.js, for the unit test (services/cms/src/website-guard.test.ts). */
export declare function instant(value: unknown): Date | null;
