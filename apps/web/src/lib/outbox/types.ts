import type { BrandKey } from '@rental/domain/brands';
import type { DeliveryStatus } from '@rental/domain/notifications/delivery';
import type { LeadMessageKind } from '@rental/domain/notifications/lead-notice';
import type { LedgerAlertKind } from '@rental/domain/notifications/ledger-alert';
import type { DepositNoticeKind } from '@rental/domain/notifications/deposit-notice';
import type { DocumentMailKind } from '@rental/domain/notifications/document-mail';
import type {
  MessageKind as DomainMessageKind,
  ReservationForMessages,
} from '@rental/domain/notifications/schedule';

/**
 * The outbox: every e-mail the site has to send, written down before it is sent (a Directus
 * collection, so it survives a crash and staff see each message's state in Studio).
 */
export type MessageKind =
  DomainMessageKind | LeadMessageKind | LedgerAlertKind | DepositNoticeKind | DocumentMailKind;

export interface NewMessage {
  /** Unique: one event never queues two messages. */
  key: string;
  kind: MessageKind;
  brand: BrandKey;
  /** The booking the message is about; null for a corporate lead's (`corporate_lead`). */
  reservation: string | null;
  corporate_lead?: string | null;
  recipient: string;
  language: string;
}

export interface OutboxMessage extends NewMessage {
  id: string;
  status: DeliveryStatus;
  attempts: number;
  next_attempt_at: string | null;
  claimed_at: string | null;
}

export type MessagePatch = Partial<
  Pick<OutboxMessage, 'status' | 'attempts' | 'next_attempt_at' | 'claimed_at'> & {
    sent_at: string | null;
    last_error: string | null;
    subject: string | null;
  }
>;

export interface OutboxStore {
  /** Which of these keys are queued already (in any state). */
  keysTaken(keys: string[]): Promise<Set<string>>;
  /** Queues each message; one whose key another process queued meanwhile is left as it is. */
  enqueue(messages: NewMessage[]): Promise<void>;
  /** Messages to send now: queued and due, and those a stopped worker left sending. */
  due(now: Date, limit: number): Promise<OutboxMessage[]>;
  update(id: string, patch: MessagePatch): Promise<void>;
}

/** A held reservation as the scheduler needs it: when, and whom to write to in which language. */
export interface ReservationToNotify extends ReservationForMessages {
  brand: BrandKey;
  email: string | null;
  /** The pickup branch's e-mail (Studio), where staff learn of the booking; null: not told. */
  branchEmail: string | null;
  /** When the latest change moved the pickup: the e-mail of the branch it left (else null). */
  previousBranchEmail?: string | null;
  language: string;
}

/** A brand's corporate-plan enquiries, each due one e-mail to staff. */
export interface LeadSource {
  /** Ids of the enquiries received since then. */
  receivedSince(since: Date): Promise<string[]>;
}

export interface ReservationSource {
  /** Held reservations created or changed since then (due their confirmation). */
  changedSince(since: Date): Promise<ReservationToNotify[]>;
  /**
   * Reservations cancelled since then that had been held (due their cancellation messages),
   * with `wasHeld` set.
   */
  cancelledSince(since: Date): Promise<ReservationToNotify[]>;
  /** Held reservations whose pickup lies between the two moments (due reminders). */
  pickingUpBetween(from: Date, to: Date): Promise<ReservationToNotify[]>;
  /** One reservation as it stands now, to decide whether its message is still wanted. */
  current(id: string): Promise<ReservationToNotify | null>;
}
