/**
 * The buyer's side: the page PayPal's payer-action link opens. Self-contained HTML (inline
 * CSS, no scripts, no external assets) so that it works offline and in any browser test.
 * The data-testids stay the same in every language.
 */
import type { Order } from './orders.ts';

const LABELS = {
  en: {
    heading: 'Pay with PayPal',
    merchant: 'Merchant',
    item: 'Description',
    pay: 'Pay now',
    cancel: 'Cancel and return',
    missing: 'This checkout does not exist or has expired.',
    paid: 'This order has already been paid.',
    note: 'Local PayPal contract server: no real money moves.',
  },
  es: {
    heading: 'Pagar con PayPal',
    merchant: 'Comercio',
    item: 'Concepto',
    pay: 'Pagar ahora',
    cancel: 'Cancelar y volver',
    missing: 'Este pago no existe o ha caducado.',
    paid: 'Este pedido ya está pagado.',
    note: 'Servidor de contrato de PayPal local: no se mueve dinero real.',
  },
} as const;

function languageOf(locale: string | undefined): keyof typeof LABELS {
  return locale?.toLowerCase().startsWith('es') ? 'es' : 'en';
}

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLE = `
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; background: #f5f7fa; color: #001435; }
  main { max-width: 420px; margin: 48px auto; padding: 32px; background: #fff; border-radius: 12px; box-shadow: 0 2px 12px rgba(0,0,0,.08); }
  .brand { font-weight: 800; font-size: 24px; color: #003087; } .brand span { color: #0070e0; }
  .amount { font-size: 32px; font-weight: 700; margin: 8px 0 16px; }
  dl { margin: 0 0 24px; } dt { color: #545d68; font-size: 14px; } dd { margin: 0 0 8px; }
  form { margin: 0 0 12px; } button { width: 100%; padding: 12px; border-radius: 24px; font: inherit; font-weight: 700; cursor: pointer; }
  .pay { background: #0070e0; color: #fff; border: 0; } .cancel { background: #fff; color: #0070e0; border: 1px solid #0070e0; }
  .note { color: #545d68; font-size: 13px; text-align: center; }`;

function page(language: keyof typeof LABELS, content: string): string {
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>PayPal Sandbox</title><style>${STYLE}</style></head>
<body><main><div class="brand">Pay<span>Pal</span> Sandbox</div>${content}<p class="note">${LABELS[language].note}</p></main></body></html>`;
}

export function checkoutPage(order: Order | undefined): string {
  const language = languageOf(order?.locale);
  const t = LABELS[language];
  if (!order) return messagePage(order, 'missing');
  if (order.status === 'COMPLETED') return messagePage(order, 'paid');
  const token = `<input type="hidden" name="token" value="${escape(order.id)}">`;
  return page(
    language,
    `
<h1>${t.heading}</h1>
<p class="amount" data-testid="paypal-amount">$${escape(order.amount.value)} ${escape(order.amount.currency_code)}</p>
<dl>
  ${order.brandName ? `<dt>${t.merchant}</dt><dd>${escape(order.brandName)}</dd>` : ''}
  ${order.description ? `<dt>${t.item}</dt><dd data-testid="paypal-description">${escape(order.description)}</dd>` : ''}
</dl>
<form method="post" action="/checkoutnow/approve">${token}<button type="submit" class="pay" data-testid="paypal-approve">${t.pay}</button></form>
<form method="post" action="/checkoutnow/cancel">${token}<button type="submit" class="cancel" data-testid="paypal-cancel">${t.cancel}</button></form>`,
  );
}

export function messagePage(order: Order | undefined, which: 'missing' | 'paid'): string {
  const language = languageOf(order?.locale);
  return page(language, `<p role="alert">${LABELS[language][which]}</p>`);
}
