import type { Locale } from '@rental/domain/locale';
import { formatCents } from '@rental/domain/money';
import { formatPanamaDateTime } from '@rental/domain/dates';
import { utcToPanamaLocal } from '@rental/domain/panama-time';
import type { MailTexts } from '../../emails/texts.ts';
import type { DataExport } from '../records/renter-data.ts';

/** The renter's data as a page to read (or print): the same facts as the JSON, in their language. */
const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const esc = (value: unknown) => String(value ?? '').replace(/[&<>"']/g, (c) => ENTITIES[c]);

const RENTER_KEYS = [
  'name',
  'last_name',
  'email',
  'phone_number',
  'license',
  'birthday',
  'privacy_version',
  'terms_accepted_at',
  'marketing',
  'whatsapp',
  'invoice',
];

export function dataExportHtml(data: DataExport, locale: Locale, t: MailTexts): string {
  const when = (iso: string | null) =>
    iso ? formatPanamaDateTime(utcToPanamaLocal(new Date(iso)), locale) : '';
  const money = (cents: number | null) => (cents === null ? '' : formatCents(cents, locale));
  const rows = (pairs: [string, unknown][]) =>
    pairs
      .map(
        ([k, v]) =>
          `<tr><th scope="row">${esc(k)}</th><td>${esc(typeof v === 'object' && v !== null ? JSON.stringify(v) : v)}</td></tr>`,
      )
      .join('');
  const booking = (
    b: DataExport['bookings'][number],
  ) => `<section><h2>${esc(t('privacy.export.booking', { code: b.code }))}</h2>
<table>${rows([
    [t('privacy.export.status'), b.status],
    [t('privacy.export.madeAt'), when(b.madeAt)],
    [t('privacy.export.trip'), `${when(b.pickup)} → ${when(b.return)}`],
    [t('privacy.export.car'), b.car],
    [t('privacy.export.total'), money(b.total)],
    ...RENTER_KEYS.filter((k) => b.renter[k] !== undefined).map((k): [string, unknown] => [
      k,
      b.renter[k],
    ]),
    [t('privacy.export.precheckin'), b.precheckin],
  ])}</table>
<h3>${esc(t('privacy.export.payments'))}</h3><ul>${b.payments.map((p) => `<li>${esc(money(p.amount))} · ${esc(p.provider)} · ${esc(p.status)}${p.card ? ` · ${esc(p.card)}` : ''} · ${esc(when(p.at))}${p.invoice ? ` · ${esc(t('privacy.export.invoice', { number: p.invoice }))}` : ''}</li>`).join('') || `<li>—</li>`}</ul>
${b.refunds.length ? `<h3>${esc(t('privacy.export.refunds'))}</h3><ul>${b.refunds.map((f) => `<li>${esc(money(f.amount))} · ${esc(f.status)}${f.creditNote ? ` · ${esc(t('privacy.export.creditNote', { number: f.creditNote }))}` : ''}</li>`).join('')}</ul>` : ''}
</section>`;
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(t('privacy.export.title'))}</title>
<style>body{font:15px system-ui,sans-serif;margin:24px auto;max-width:760px;padding:0 16px;color:#0f172a}table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #e2e8f0;padding:6px;text-align:left;vertical-align:top}th{width:35%;color:#475569;font-weight:500}td{word-break:break-word}</style></head>
<body><h1>${esc(t('privacy.export.title'))}</h1>
<p>${esc(t('privacy.export.intro', { email: data.email, date: when(data.generatedAt) }))}</p>
${data.bookings.map(booking).join('')}
<p>${esc(t('privacy.export.staffOnly'))}</p></body></html>`;
}
