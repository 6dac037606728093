/** Types of dollars.js, for its unit test (services/cms/src/dollars.test.ts). */
export declare function centsToText(cents: unknown): string;
export declare function textToCents(text: unknown): number | null | undefined;
