/**
 * Ports of the e2e stack, away from the ones `npm start` uses (3000, 8055). E2E_PORT_OFFSET
 * moves them all, so that a second checkout can run its e2e suite on the same machine.
 */
const base = {
  cms: 8072,
  firefly: 3101,
  tucan: 3102,
  cmsDown: 3103,
  ready: 3109,
  paypal: 8074,
  /** The e-invoicing provider's contract server (e2e/invoices.spec.ts stops and starts it). */
  invoices: 8081,
  /** A firefly server whose Directus is behind the fault proxy (e2e/resilience.spec.ts). */
  resilient: 3104,
  faultProxy: 8076,
  faultControl: 3108,
  /** The development mailbox the outbox workers send to (e2e/booking-mail.spec.ts reads it). */
  mailboxSmtp: 8077,
  mailboxWeb: 8078,
  /** A fault proxy between the firefly outbox worker and the mailbox (e2e/outbox.spec.ts). */
  smtpFaultProxy: 8079,
  smtpFaultControl: 3107,
} as const;

/** The stack's ports moved by `offset` (a second checkout's suite, or the scale-out suite). */
export const portsAt = (offset: number) =>
  Object.fromEntries(Object.entries(base).map(([k, v]) => [k, v + offset])) as {
    readonly [K in keyof typeof base]: number;
  };

export const E2E_PORTS = portsAt(Number(process.env.E2E_PORT_OFFSET ?? 0) || 0);

/**
 * The PayPal webhook ids the e2e sites are given (PAYPAL_WEBHOOK_ID). The contract server
 * delivers to tucan's only; firefly's is unknown to it, so any delivery there fails verification.
 */
export const E2E_WEBHOOKS = { firefly: 'E2EFIREFLYNOWEBHOOK', tucan: 'E2ETUCANWEBHOOK01' } as const;

/**
 * The scale-out suite (playwright.scale.config.ts) runs its own stack with every port moved
 * by this much, so that its specs, written for E2E_PORTS, reach it unchanged: `firefly` is
 * nginx in front of the brand's two site processes, `cms` nginx in front of two Directus.
 */
export const SCALE_PORT_OFFSET = 300;

/** The processes behind the scale-out stack's two nginx addresses, and its Redis. */
export const scalePorts = (ports: typeof E2E_PORTS) => ({
  sites: [ports.firefly + 10, ports.firefly + 11],
  cms: [ports.cms + 10, ports.cms + 11],
  redis: 6394,
});
