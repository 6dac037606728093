/** Types of copies.js, for the unit test (services/cms/src/website-guard.test.ts). */
type Row = Record<string, unknown>;
export declare function reservationCopies(payload: Row, stored: Row | null | undefined): Row;
export declare function precheckinCopies(payload: Row, stored: Row | null | undefined): Row;
