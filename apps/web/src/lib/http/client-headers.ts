/** The header apps/web/server.ts writes with the verified client address; an incoming copy is always removed. */
export const CLIENT_ADDRESS_HEADER = 'x-rental-client-address';

/** Headers a client may only send through a trusted proxy (TRUSTED_PROXIES); from anyone else they are dropped. */
export const FORWARDING_HEADERS = [
  'x-real-ip',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'forwarded',
  // nginx's $request_id, which the site's log lines carry (docs/operations.md "Logs").
  'x-request-id',
] as const;
