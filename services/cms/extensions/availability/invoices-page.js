/**
 * The day's fiscal documents as a page for staff (Spanish, linked from Studio's module bar):
 * one table per brand with each document's number, state, booking, customer, total and CUFE.
 */
import { dollars, escape } from './staff-page.js';

const dayName = (day) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('es-PA', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
const time = (iso) =>
  new Date(iso).toLocaleTimeString('es-PA', {
    timeZone: 'America/Panama',
    hour: '2-digit',
    minute: '2-digit',
  });

const STATUS = {
  pending: 'Pendiente',
  contingency: 'En contingencia',
  issued: 'Emitida',
  rejected: 'Rechazada por el proveedor',
};

function row(d) {
  const kind = d.kind === 'invoice' ? 'Factura' : 'Nota de crédito';
  const link = `/admin/content/${d.collection}/${escape(d.id)}`;
  return `<tr><th scope="row"><a href="${link}">${escape(d.number)}</a></th><td>${kind}</td><td class="s-${escape(d.status)}">${escape(STATUS[d.status] ?? d.status)}${d.contingency ? ' (contingencia)' : ''}</td><td>${escape(time(d.issuedAt))}</td><td>${escape(d.booking)}</td><td>${escape(d.customer)}${d.ruc ? ` · RUC ${escape(d.ruc)}` : ''}</td><td class="n">${escape(dollars(d.kind === 'invoice' ? d.total : -d.total))}</td><td class="cufe">${escape(d.cufe ?? '—')}</td></tr>`;
}

function brandTable(b) {
  const t = b.totals;
  return `<section><h2>${escape(b.brand)}</h2>
<p>Facturado ${escape(dollars(t.invoiced))} (ITBMS ${escape(dollars(t.invoicedTax))}) · notas de crédito ${escape(dollars(t.credited))} (ITBMS ${escape(dollars(t.creditedTax))})${t.notIssued ? ` · <strong>${t.notIssued} sin emitir</strong>` : ''}</p>
<table><thead><tr><th>Número</th><th>Documento</th><th>Estado</th><th>Hora</th><th>Reserva</th><th>Cliente</th><th>Total</th><th>CUFE</th></tr></thead><tbody>${b.documents.map(row).join('')}</tbody></table></section>`;
}

export function invoicesPage({ day, brand, brands }) {
  const body = brands.length
    ? brands.map(brandTable).join('')
    : '<p>No hay documentos fiscales en este día.</p>';
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Facturas del día</title>
<style>body{font:14px system-ui,sans-serif;margin:24px;color:#0f172a}table{border-collapse:collapse;width:100%;margin-bottom:24px}th,td{border-bottom:1px solid #e2e8f0;padding:6px 8px;text-align:left;vertical-align:top}.n{text-align:right;white-space:nowrap}.cufe{font-size:11px;word-break:break-all;max-width:260px}.s-issued{color:#166534}.s-rejected{color:#b91c1c}.s-pending,.s-contingency{color:#92400e}form{margin-bottom:16px}</style></head>
<body><h1>Facturas del día: ${escape(dayName(day))}</h1>
<form method="get"><label>Día <input type="date" name="day" value="${escape(day)}"></label> <label>Marca <input name="brand" value="${escape(brand ?? '')}" placeholder="todas"></label> <button>Ver</button> <a href="?day=${escape(day)}${brand ? `&brand=${escape(brand)}` : ''}&format=json">JSON</a></form>
${body}</body></html>`;
}
