/**
 * Every e-mail the site sends, in one place (docs/mail.md "How to add an e-mail"): who reads
 * it, what it is about and what Studio calls it in the outbox. The kinds' lists elsewhere
 * (what a booking is due, the outbox's choices, Studio's words) are derived from this one.
 */
export interface MailKindEntry {
  /** The renter (in the booking's language) or staff (the branch or the brand, in Spanish). */
  to: 'renter' | 'staff';
  /** A booking's state makes it due (notifications/schedule.ts), or an event of its own queues it. */
  about: 'reservation' | 'lead' | 'ledger' | 'deposit' | 'document';
  /** The kind's name in Studio's outbox list. */
  studio: { es: string; en: string };
}

export const MAIL_KINDS = {
  confirmation: {
    to: 'renter',
    about: 'reservation',
    studio: { es: 'Confirmación', en: 'Confirmation' },
  },
  precheckin_invitation: {
    to: 'renter',
    about: 'reservation',
    studio: { es: 'Invitación al pre-check-in', en: 'Pre-check-in invitation' },
  },
  pickup_reminder: {
    to: 'renter',
    about: 'reservation',
    studio: { es: 'Recordatorio de retiro', en: 'Pickup reminder' },
  },
  cancellation: {
    to: 'renter',
    about: 'reservation',
    studio: { es: 'Cancelación', en: 'Cancellation' },
  },
  /** The renter changed dates, times or branches: the new trip and bill. */
  change_confirmation: {
    to: 'renter',
    about: 'reservation',
    studio: { es: 'Cambio confirmado', en: 'Change confirmed' },
  },
  staff_new_booking: {
    to: 'staff',
    about: 'reservation',
    studio: { es: 'Aviso: reserva nueva', en: 'Staff: new booking' },
  },
  staff_precheckin_done: {
    to: 'staff',
    about: 'reservation',
    studio: { es: 'Aviso: pre-check-in hecho', en: 'Staff: pre-check-in done' },
  },
  staff_cancellation: {
    to: 'staff',
    about: 'reservation',
    studio: { es: 'Aviso: cancelación', en: 'Staff: cancellation' },
  },
  /** The renter changed the booking: told to the pickup branch as it is after the change. */
  staff_booking_changed: {
    to: 'staff',
    about: 'reservation',
    studio: { es: 'Aviso: reserva cambiada', en: 'Staff: booking changed' },
  },
  staff_corporate_lead: {
    to: 'staff',
    about: 'lead',
    studio: { es: 'Aviso: solicitud corporativa', en: 'Staff: corporate lead' },
  },
  staff_ledger_alert: {
    to: 'staff',
    about: 'ledger',
    studio: { es: 'Aviso: pago sin cuadrar', en: 'Staff: ledger alert' },
  },
  /** Staff released the renter's deposit hold, or charged part of it with a reason. */
  deposit_notice: {
    to: 'renter',
    about: 'deposit',
    studio: { es: 'Depósito liberado o cobrado', en: 'Deposit released or charged' },
  },
  /** An invoice or credit note the provider authorised, with its PDF and XML. */
  fiscal_document: {
    to: 'renter',
    about: 'document',
    studio: { es: 'Factura o nota de crédito', en: 'Invoice or credit note' },
  },
} as const satisfies Record<string, MailKindEntry>;

export type MailKind = keyof typeof MAIL_KINDS;
type Entries = typeof MAIL_KINDS;
/** The kinds whose entry matches `Shape`. */
export type MailKindsOf<Shape> = {
  [K in MailKind]: Entries[K] extends Shape ? K : never;
}[MailKind];

/** Every kind, in the registry's order (the outbox's choices in Studio). */
export const ALL_MAIL_KINDS = Object.keys(MAIL_KINDS) as MailKind[];

/** The kinds whose entry matches `shape`, in the registry's order. */
export function mailKindsWhere<Shape extends Partial<Omit<MailKindEntry, 'studio'>>>(
  shape: Shape,
): MailKindsOf<Shape>[] {
  return ALL_MAIL_KINDS.filter((kind) =>
    Object.entries(shape).every(
      ([field, value]) => MAIL_KINDS[kind][field as keyof MailKindEntry] === value,
    ),
  ) as MailKindsOf<Shape>[];
}
