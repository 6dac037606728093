/**
 * The ledger report's page: plain HTML in Spanish, the staff's language, linked from Studio's
 * module bar (services/cms/src/studio.ts). Money in dollars, times in Panama.
 */
import { dollars, escape } from './staff-page.js';

const panama = (ms) =>
  new Date(ms).toLocaleString('es-PA', {
    timeZone: 'America/Panama',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
  });

/** A booking's status in the agent's words (Studio's choice words). */
const STATUS = {
  unpaid: 'sin pagar',
  pending_payment: 'en pago',
  paid: 'pagada',
  confirmed: 'confirmada',
  cancelled: 'cancelada',
  abandoned: 'vencida sin pagar',
};

/** Each of the domain's problems, in the words an agent reads. */
function problemText(p) {
  switch (p.kind) {
    case 'heldDiffers':
      return `Tiene cobrado ${dollars(p.held)} y debería tener ${dollars(p.owed)}`;
    case 'refundExceedsPayment':
      return `Se devolvió ${dollars(p.refunded)} de un pago de ${dollars(p.amount)}`;
    case 'refundOfUncaptured':
      return `Reembolso ${p.refund} de un pago que no se cobró`;
    default:
      return p.kind;
  }
}

function line(l) {
  const items = [
    ...l.problems.map((p) => `<li>${escape(problemText(p))}</li>`),
    ...l.stale.map(
      (s) =>
        `<li>${s.kind === 'payment' ? 'Pago' : 'Reembolso'} ${escape(s.key)} de ${escape(dollars(s.amount))} pendiente desde el ${escape(panama(s.since))}${s.note ? `: ${escape(s.note)}` : ''}</li>`,
    ),
  ].join('');
  return `<tr><th scope="row" class="code"><a href="/admin/content/reservations/${escape(l.reservation.id)}">${escape(l.reservation.code)}</a></th><td>${escape(l.reservation.brand)}</td><td>${escape(STATUS[l.reservation.status] ?? l.reservation.status)}</td><td><ul>${items}</ul></td></tr>`;
}

export function ledgerPage({ days, lines }) {
  const body = lines.length
    ? `<table><thead><tr><th scope="col">Reserva</th><th scope="col">Marca</th><th scope="col">Estado</th><th scope="col">Qué no cuadra</th></tr></thead><tbody>${lines.map(line).join('')}</tbody></table>`
    : '<p class="ok" data-testid="ledger-empty">Todo cuadra: cada reserva tiene cobrado lo que dice, ningún reembolso supera su pago y nada queda pendiente.</p>';
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Cuadre de pagos</title>
<style>
body{font-family:system-ui,sans-serif;margin:1.5rem;color:#0f172a}h1{font-size:1.4rem}
table{border-collapse:collapse}th,td{border:1px solid #cbd5e1;padding:.4rem .6rem;text-align:left;vertical-align:top}
ul{margin:0;padding-left:1.1rem}a{color:#1d4ed8}.ok{background:#ecfdf5;padding:.6rem .8rem;border-radius:.4rem}
.code{white-space:nowrap}
@media (max-width:640px){table,tbody,tr,th,td{display:block}thead{display:none}tr{border:1px solid #cbd5e1;margin-bottom:.6rem}th,td{border:0}}
</style></head><body>
<h1>Cuadre de pagos</h1>
<p>Reservas con movimientos de dinero en los últimos ${escape(days)} días cuyo dinero no cuadra, y cobros o reembolsos que el barrido automático no pudo cerrar, con el motivo. Debería estar vacío; si no lo está, revise la reserva y el movimiento en la pasarela.</p>
${body}
</body></html>`;
}
