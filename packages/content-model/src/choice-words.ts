/**
 * What Studio shows for a stored choice: a word in the staff member's language, and
 * for a state a coloured badge, instead of `pending_payment`. The stored values do not change.
 * Directus shows a choice's text `$t:choice.<value>` as its translation string of that key
 * (services/cms/src/studio-words.ts writes them, in Spanish and English). A value has one
 * meaning across the model (`completed` is completed for a pre-check-in and a refund), so the
 * words are keyed by value. Codes staff know as codes (ACRISS classes, redirect statuses,
 * gateways' names) are shown as stored.
 */

import { MAIL_KINDS } from '@rental/domain/notifications/mail-kinds';
import { ACRISS_CLASSES, PAYMENT_GATEWAYS, REDIRECT_STATUS_CODES } from './vocabulary.ts';

const mailKindWords = () =>
  Object.fromEntries(
    Object.entries(MAIL_KINDS).map(([kind, entry]) => [kind, { ...entry.studio }]),
  );

/** Values staff read as codes: ACRISS classes, HTTP redirect statuses and the gateways' names. */
export const SHOWN_AS_CODES: ReadonlySet<string> = new Set([
  ...ACRISS_CLASSES,
  ...REDIRECT_STATUS_CODES,
  ...PAYMENT_GATEWAYS.filter((g) => g !== 'paypal'),
]);

/** A badge's look: light background, dark text of the same hue (readable, WCAG AA). */
export type Tone = 'done' | 'waiting' | 'problem' | 'closed' | 'info';

export const TONE_COLOURS: Record<Tone, { background: string; foreground: string }> = {
  done: { background: '#DCFCE7', foreground: '#166534' },
  waiting: { background: '#FEF3C7', foreground: '#92400E' },
  problem: { background: '#FEE2E2', foreground: '#991B1B' },
  closed: { background: '#E2E8F0', foreground: '#334155' },
  info: { background: '#DBEAFE', foreground: '#1E40AF' },
};

export interface ChoiceWord {
  es: string;
  en: string;
  tone?: Tone;
}

export const CHOICE_WORDS: Readonly<Record<string, ChoiceWord>> = {
  // A reservation's state and how it is paid
  unpaid: { es: 'Sin pagar', en: 'Unpaid', tone: 'waiting' },
  pending_payment: { es: 'Pago en curso', en: 'Payment in progress', tone: 'waiting' },
  paid: { es: 'Pagada', en: 'Paid', tone: 'done' },
  confirmed: { es: 'Confirmada', en: 'Confirmed', tone: 'done' },
  cancelled: { es: 'Cancelada', en: 'Cancelled', tone: 'problem' },
  abandoned: { es: 'Abandonada', en: 'Abandoned', tone: 'closed' },
  card: { es: 'Tarjeta', en: 'Card' },
  paypal: { es: 'PayPal', en: 'PayPal' },
  counter: { es: 'En el mostrador', en: 'At the counter' },
  prepaid: { es: 'Prepago', en: 'Prepaid' },
  postpaid: { es: 'Pago al retirar', en: 'Pay at pickup' },
  // Pre-check-in, payments, refunds, e-mails, leads
  none: { es: 'Sin pre-check-in', en: 'No pre-check-in', tone: 'closed' },
  draft: { es: 'Borrador', en: 'Draft', tone: 'closed' },
  submitted: { es: 'Por revisar', en: 'To review', tone: 'info' },
  completed: { es: 'Completado', en: 'Completed', tone: 'done' },
  pending: { es: 'Pendiente', en: 'Pending', tone: 'waiting' },
  authorized: { es: 'Autorizado', en: 'Authorized', tone: 'info' },
  captured: { es: 'Cobrado', en: 'Captured', tone: 'done' },
  declined: { es: 'Rechazado', en: 'Declined', tone: 'problem' },
  failed: { es: 'Fallido', en: 'Failed', tone: 'problem' },
  // A security deposit held on a card (payments of their own statuses)
  holding: { es: 'Reteniendo depósito', en: 'Holding deposit', tone: 'waiting' },
  held: { es: 'Depósito retenido', en: 'Deposit held', tone: 'info' },
  hold_declined: { es: 'Depósito rechazado', en: 'Deposit declined', tone: 'problem' },
  releasing: { es: 'Liberando depósito', en: 'Releasing deposit', tone: 'waiting' },
  released: { es: 'Depósito liberado', en: 'Deposit released', tone: 'done' },
  charging: { es: 'Cobrando del depósito', en: 'Charging the deposit', tone: 'waiting' },
  charged: { es: 'Cobrado del depósito', en: 'Charged from deposit', tone: 'done' },
  expired: { es: 'Depósito vencido', en: 'Deposit expired', tone: 'closed' },
  queued: { es: 'En cola', en: 'Queued', tone: 'waiting' },
  // A renter's requests under Law 81 (reservations.privacy_requests)
  rectification: { es: 'Rectificación', en: 'Rectification' },
  cancellation: { es: 'Cancelación (supresión)', en: 'Deletion' },
  objection: { es: 'Oposición', en: 'Objection' },
  open: { es: 'Abierta', en: 'Open', tone: 'waiting' },
  done: { es: 'Atendida', en: 'Answered', tone: 'done' },
  // Fiscal documents (payments.invoice_status, refunds.invoice_status)
  contingency: { es: 'En contingencia', en: 'In contingency', tone: 'waiting' },
  issued: { es: 'Emitida', en: 'Issued', tone: 'done' },
  rejected: { es: 'Rechazada por el proveedor', en: 'Rejected by the provider', tone: 'problem' },
  sending: { es: 'Enviando', en: 'Sending', tone: 'waiting' },
  sent: { es: 'Enviado', en: 'Sent', tone: 'done' },
  skipped: { es: 'Omitido', en: 'Skipped', tone: 'closed' },
  new: { es: 'Nuevo', en: 'New', tone: 'info' },
  contacted: { es: 'Contactado', en: 'Contacted', tone: 'waiting' },
  closed: { es: 'Cerrado', en: 'Closed', tone: 'closed' },
  // E-mail kinds (their registry names them)
  ...mailKindWords(),
  // The fleet
  available: { es: 'Disponible', en: 'Available', tone: 'done' },
  low_availability: { es: 'Poca disponibilidad', en: 'Low availability', tone: 'waiting' },
  unavailable: { es: 'No disponible', en: 'Unavailable', tone: 'problem' },
  economy: { es: 'Económico', en: 'Economy' },
  compact: { es: 'Compacto', en: 'Compact' },
  sedan: { es: 'Sedán', en: 'Sedan' },
  suv: { es: 'SUV', en: 'SUV' },
  pickup: { es: 'Pick-up', en: 'Pickup truck' },
  van: { es: 'Van', en: 'Van' },
  luxury: { es: 'Lujo', en: 'Luxury' },
  automatic: { es: 'Automática', en: 'Automatic' },
  manual: { es: 'Manual', en: 'Manual' },
  gas: { es: 'Gasolina', en: 'Gasoline' },
  diesel: { es: 'Diésel', en: 'Diesel' },
  // Content
  coverage: { es: 'Cobertura', en: 'Protection' },
  roadside: { es: 'Asistencia vial', en: 'Roadside assistance' },
  extra: { es: 'Extra (silla, GPS…)', en: 'Extra (seat, GPS…)' },
  legal: { es: 'Legal', en: 'Legal' },
  help: { es: 'Ayuda', en: 'Help' },
  corporate: { es: 'Corporativo', en: 'Corporate' },
  services: { es: 'Servicios', en: 'Services' },
  full_time: { es: 'Tiempo completo', en: 'Full time' },
  part_time: { es: 'Medio tiempo', en: 'Part time' },
  temporary: { es: 'Temporal', en: 'Temporary' },
  internship: { es: 'Pasantía', en: 'Internship' },
  ltr: { es: 'Izquierda a derecha', en: 'Left to right' },
  rtl: { es: 'Derecha a izquierda', en: 'Right to left' },
  // The brands, by name
  firefly: { es: 'Firefly', en: 'Firefly' },
  tucan: { es: 'Tucán', en: 'Tucán' },
  marea: { es: 'Marea', en: 'Marea' },
  volcan: { es: 'Volcán', en: 'Volcán' },
  // A branch's opening days (its hours form) and a driver's document
  mon: { es: 'Lunes', en: 'Monday' },
  tue: { es: 'Martes', en: 'Tuesday' },
  wed: { es: 'Miércoles', en: 'Wednesday' },
  thu: { es: 'Jueves', en: 'Thursday' },
  fri: { es: 'Viernes', en: 'Friday' },
  sat: { es: 'Sábado', en: 'Saturday' },
  sun: { es: 'Domingo', en: 'Sunday' },
  passport: { es: 'Pasaporte', en: 'Passport' },
};

/** The translation-string key of a value's word (Directus shows `$t:<key>` translated). */
export const choiceWordKey = (value: string) => `choice.${value}`;

/** A choice as Studio lists it: its word where it has one, else the stored code. */
export const choiceText = (value: string) =>
  value in CHOICE_WORDS ? `$t:${choiceWordKey(value)}` : value;
