/** What the staff pages (ledger, the day's invoices) write alike: escaped text and dollars in Spanish. */
const ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escape = (value) => String(value ?? '').replace(/[&<>"']/g, (c) => ENTITIES[c]);

export const dollars = (cents) =>
  `US$ ${(cents / 100).toLocaleString('es-PA', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
