/**
 * The security deposit: an amount held (authorised, not taken) on a credit card in the main
 * driver's name at pre-check-in, then released by staff after the return, or partly charged
 * for damage or fuel with a reason the renter is told. Each is a `payments` row of its own
 * statuses, disjoint from a payment's, so nothing that adds up what a booking paid counts it.
 *
 *   holding ──bank held──▶ held ──staff release──▶ releasing ──bank released──▶ released
 *      │                     │ └──staff charge──▶ charging ──bank took part──▶ charged
 *      └──bank refused──▶ hold_declined            └──hold lapsed at the bank──▶ expired
 */
export const DEPOSIT_STATUSES = [
  'holding',
  'held',
  'hold_declined',
  'releasing',
  'released',
  'charging',
  'charged',
  'expired',
] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

export const DEPOSIT_MOVES: Readonly<Record<DepositStatus, readonly DepositStatus[]>> = {
  holding: ['held', 'hold_declined'],
  held: ['releasing', 'charging', 'expired'],
  hold_declined: [],
  // A hold the bank let lapse while staff acted on it is gone all the same: nothing is taken.
  releasing: ['released', 'expired'],
  charging: ['charged', 'expired'],
  released: [],
  charged: [],
  expired: [],
};

/** How long the bank keeps a hold (its documented rule; the sandbox bank keeps it the same). */
export const HOLD_DAYS = 7;
export const HOLD_MS = HOLD_DAYS * 24 * 60 * 60_000;

export const isDepositStatus = (status: string): status is DepositStatus =>
  (DEPOSIT_STATUSES as readonly string[]).includes(status);

export const canMoveDeposit = (from: DepositStatus, to: DepositStatus): boolean =>
  DEPOSIT_MOVES[from].includes(to);

/** A hold still on the card, or being released or charged: a booking has at most one. */
export const LIVE_DEPOSIT_STATUSES: readonly DepositStatus[] = [
  'holding',
  'held',
  'releasing',
  'charging',
];
export const isLiveDeposit = (status: DepositStatus): boolean =>
  LIVE_DEPOSIT_STATUSES.includes(status);

/** What the renter and staff are told of a booking's deposit. */
export type DepositStanding =
  | { state: 'none' }
  /** No hold (no pre-check-in, or the bank refused the card): taken at the counter. */
  | { state: 'atCounter'; amount: number }
  | { state: 'held'; amount: number; until: string | null }
  | { state: 'released'; amount: number }
  | { state: 'charged'; amount: number; charged: number; reason: string }
  /** The bank let the hold go after its days: the card is free; the counter takes it again if needed. */
  | { state: 'expired'; amount: number };

export interface DepositRow {
  status: DepositStatus;
  amount: number;
  charged_amount?: number | null;
  charge_reason?: string | null;
  hold_expires_at?: string | null;
}

/** The booking's deposit as it stands: its latest hold that was not refused, else the counter. */
export function depositStanding(deposit: number, rows: readonly DepositRow[]): DepositStanding {
  if (deposit <= 0 && rows.length === 0) return { state: 'none' };
  const row = [...rows].reverse().find((r) => r.status !== 'hold_declined');
  if (!row || row.status === 'holding') return { state: 'atCounter', amount: deposit };
  switch (row.status) {
    case 'held':
    case 'releasing':
    case 'charging':
      return { state: 'held', amount: row.amount, until: row.hold_expires_at ?? null };
    case 'released':
      return { state: 'released', amount: row.amount };
    case 'charged':
      return {
        state: 'charged',
        amount: row.amount,
        charged: Number(row.charged_amount) || 0,
        reason: row.charge_reason ?? '',
      };
    default:
      return { state: 'expired', amount: row.amount };
  }
}

/** Why staff may not charge `amount` of a hold of `held` cents (null: they may). */
export function chargeProblem(
  held: number,
  amount: number,
  reason: string,
): 'amount' | 'reason' | null {
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount > held) return 'amount';
  if (reason.trim().length < 3) return 'reason';
  return null;
}

/**
 * What the sweep does with a deposit row left in the middle: a hold the bank never answered is
 * asked again (by lookup), a release or charge is asked again with its own key, and a hold
 * past its bank's days is marked expired.
 */
export function depositSweepAction(
  row: Pick<DepositRow, 'status' | 'hold_expires_at'>,
  now: Date,
): 'lookup' | 'release' | 'charge' | 'expire' | null {
  switch (row.status) {
    case 'holding':
      return 'lookup';
    case 'releasing':
      return 'release';
    case 'charging':
      return 'charge';
    case 'held':
      return row.hold_expires_at && Date.parse(row.hold_expires_at) <= now.getTime()
        ? 'expire'
        : null;
    default:
      return null;
  }
}
