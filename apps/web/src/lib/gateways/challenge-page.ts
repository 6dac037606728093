import 'server-only';
import { formatCents } from '@rental/domain/money';
import type { PaymentState } from '@rental/domain/reservation/states';
import { readServerConfig } from '../config/server.ts';
import { readBody } from '../http/request-body.ts';
import { sandboxBank } from './options.ts';
import { SANDBOX_CHALLENGE_PATH, type ChallengeTicket } from './sandbox-bank.ts';
import type { Locale } from '@rental/domain/locale';

/**
 * The simulated bank's challenge window, as plain HTML (a bank page, not a site page). It
 * opens with the focus on its first button (autofocus), so Enter answers from the keyboard.
 */
const TEXT = {
  es: {
    title: 'Banco de pruebas · Verificación',
    intro: 'Confirme este pago con su banco.',
    amount: 'Importe',
    reference: 'Referencia',
    approve: 'Aprobar pago',
    decline: 'Rechazar',
    approved: 'Pago aprobado. Puede cerrar esta ventana.',
    declined: 'Pago rechazado. Puede cerrar esta ventana.',
    expired: 'Este enlace de verificación no es válido o ha caducado.',
    already: 'Este pago ya fue respondido.',
    unrecorded: 'No pudimos registrar su respuesta. Inténtelo de nuevo en unos minutos.',
  },
  en: {
    title: 'Sandbox bank · Verification',
    intro: 'Confirm this payment with your bank.',
    amount: 'Amount',
    reference: 'Reference',
    approve: 'Approve payment',
    decline: 'Decline',
    approved: 'Payment approved. You can close this window.',
    declined: 'Payment declined. You can close this window.',
    expired: 'This verification link is not valid or has expired.',
    already: 'This payment was already answered.',
    unrecorded: 'We could not record your answer. Please try again in a few minutes.',
  },
} as const;

/**
 * How the site records the bank's response to a challenge, once (the bank knows nothing of
 * reservations); `accepted` false when it was recorded already.
 */
export type RecordChallengeAnswer = (
  ticket: ChallengeTicket,
  approved: boolean,
) => Promise<{ accepted: boolean; state: PaymentState }>;

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(locale: Locale, body: string, status = 200, script = '') {
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escape(TEXT[locale].title)}</title>
<style>body{font-family:system-ui,sans-serif;background:#f1f5f9;color:#0f172a;margin:0;display:grid;place-items:center;min-height:100vh}main{background:#fff;border-radius:16px;box-shadow:0 10px 30px #0002;padding:24px;max-width:380px;width:calc(100% - 32px)}h1{font-size:1.15rem;margin:0 0 8px}dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px}dt{color:#475569}dd{margin:0;font-weight:600}form{display:flex;gap:8px;margin-top:16px}button{flex:1;border:0;border-radius:999px;padding:12px;font-weight:600;font-size:1rem;cursor:pointer}.ok{background:#1d4ed8;color:#fff}.no{background:#e2e8f0;color:#0f172a}button:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}</style></head>
<body><main data-testid="sandbox-bank">${body}</main>${script}</body></html>`;
  return new Response(html, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'x-frame-options': 'DENY',
    },
  });
}

const ticketOf = (token: string | null): ChallengeTicket | null =>
  token ? sandboxBank(readServerConfig()).readTicket(token) : null;
const localeOf = (request: Request): Locale =>
  new URL(request.url).searchParams.get('lang') === 'en' ? 'en' : 'es';

export function challengeWindow(request: Request): Response {
  const url = new URL(request.url);
  const token = url.searchParams.get('token');
  const ticket = ticketOf(token);
  if (!ticket || !token)
    return page(
      localeOf(request),
      `<p data-testid="sandbox-bank-message">${escape(TEXT[localeOf(request)].expired)}</p>`,
      400,
    );
  const t = TEXT[ticket.locale];
  const mode = url.searchParams.get('mode') === 'page' ? 'page' : 'window';
  return page(
    ticket.locale,
    `<h1>${escape(t.title)}</h1><p>${escape(t.intro)}</p>
<dl><dt>${escape(t.amount)}</dt><dd data-testid="sandbox-bank-amount">${escape(formatCents(ticket.amount, ticket.locale))}</dd><dt>${escape(t.reference)}</dt><dd>${escape(ticket.reference)}</dd></dl>
<form method="post" action="${SANDBOX_CHALLENGE_PATH}"><input type="hidden" name="token" value="${escape(token)}"><input type="hidden" name="mode" value="${mode}">
<button class="ok" name="decision" value="approve" autofocus data-testid="challenge-approve">${escape(t.approve)}</button><button class="no" name="decision" value="decline" data-testid="challenge-decline">${escape(t.decline)}</button></form>`,
  );
}

/** The window's form is a signed ticket and two words: far below this. */
const MAX_FORM_BYTES = 16 * 1024;

/** The posted form, read no further than MAX_FORM_BYTES; null when larger or unreadable. */
async function challengeForm(request: Request): Promise<FormData | null> {
  const body = await readBody(request, MAX_FORM_BYTES);
  if (!body.ok) return null;
  const type = request.headers.get('content-type') ?? '';
  return new Response(body.bytes, { headers: { 'content-type': type } })
    .formData()
    .catch(() => null);
}

export async function challengeResponse(
  request: Request,
  recordAnswer: RecordChallengeAnswer,
): Promise<Response> {
  const form = await challengeForm(request);
  const token = String(form?.get('token') ?? '');
  const ticket = ticketOf(token);
  if (!ticket)
    return page('es', `<p data-testid="sandbox-bank-message">${escape(TEXT.es.expired)}</p>`, 400);
  const t = TEXT[ticket.locale];
  const outcome = await Promise.resolve()
    .then(() => recordAnswer(ticket, form?.get('decision') === 'approve'))
    .catch((error: unknown) => {
      // The bank's response could not be recorded (CMS down): say so; the checkout keeps waiting
      // and the renter can answer again from the window, which is still valid.
      console.error(
        `[payments] challenge answer not recorded: ${error instanceof Error ? error.message : String(error)}`,
      );
      return null;
    });
  if (!outcome)
    return page(
      ticket.locale,
      `<p data-testid="sandbox-bank-message">${escape(t.unrecorded)}</p>`,
      503,
    );
  if (form?.get('mode') === 'page') {
    // No popup (blocked or hidden): back to checkout in this tab, which checks the payment.
    const back = `${ticket.returnUrl}?payment=${encodeURIComponent(ticket.providerReference)}`;
    return new Response(null, { status: 303, headers: { location: back } });
  }
  const text =
    !outcome.accepted && outcome.state !== 'unpaid'
      ? t.already
      : outcome.state === 'paid'
        ? t.approved
        : t.declined;
  return page(
    ticket.locale,
    `<p data-testid="sandbox-bank-message">${escape(text)}</p>`,
    200,
    '<script>setTimeout(function(){window.close()},800)</script>',
  );
}
