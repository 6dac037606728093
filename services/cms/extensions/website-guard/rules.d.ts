/** Types of rules.js, for the unit test (services/cms/src/website-guard.test.ts). */
type Row = Record<string, unknown>;
export declare const WEBSITE_ROLE: string;
export declare const WORKER_ROLE: string;
export declare const EXPIRY_MOVES: Record<string, string[]>;
export declare const REFUND_MOVES: Record<string, string[]>;
export declare const DEPOSIT_MOVES: Record<string, string[]>;
/** The domain's tables as read from states.json (guardTables() in packages/domain/src/reservation/states.ts). */
export declare const RESERVATION_MOVES: Record<string, string[]>;
export declare const PAYMENT_TYPES_BY_STATUS: Record<string, string[]>;
export declare const PAYMENT_MOVES: Record<string, string[]>;
export declare const NEW_PAYMENT_STATUSES: string[];
export declare const RESERVATION_CODE: RegExp;
export declare const RUC_FORMAT: RegExp;
export declare const DV_FORMAT: RegExp;
export declare function reservationCreateProblem(payload: Row, brandKnown?: boolean): string | null;
export declare function reservationUpdateProblem(
  payload: Row,
  stored: Row | null | undefined,
  capturedAmounts: number[],
  refunds?: number,
  now?: Date,
  givenBack?: number,
): string | null;
export declare function expiryUpdateProblem(
  payload: Row,
  stored: Row | null | undefined,
): string | null;
export declare function refundCreateProblem(
  payload: Row,
  reservation: Row | null | undefined,
  payment: Row | null | undefined,
  paymentGivenBack?: number,
): string | null;
export declare function refundUpdateProblem(
  payload: Row,
  stored: Row | null | undefined,
): string | null;
export declare function paymentCreateProblem(
  payload: Row,
  reservation: Row | null | undefined,
  captured?: number,
  givenBack?: number,
): string | null;
export declare function paymentUpdateProblem(
  payload: Row,
  stored: Row | null | undefined,
): string | null;
