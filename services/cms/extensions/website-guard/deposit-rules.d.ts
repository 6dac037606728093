/** Types of deposit-rules.js, for the unit test (services/cms/src/website-guard.test.ts). */
type Row = Record<string, unknown>;
export declare const LIVE_DEPOSIT_STATUSES: string[];
export declare function isDepositStatus(status: unknown): boolean;
export declare function depositCreateProblem(
  payload: Row,
  reservation: Row | null | undefined,
  liveHolds: number,
): string | null;
export declare function depositUpdateProblem(payload: Row, stored: Row): string | null;
