/**
 * `node services/invoice-sandbox/src/serve.ts`: the e-invoicing contract server in the
 * foreground. Point the site at it with INVOICE_API_URL and the same INVOICE_TOKEN_EMPRESA /
 * INVOICE_TOKEN_PASSWORD.
 */
import { startInvoiceSandbox } from './server.ts';

const tokenEmpresa = process.env.INVOICE_TOKEN_EMPRESA;
const tokenPassword = process.env.INVOICE_TOKEN_PASSWORD;
const port = Number(process.env.INVOICE_SANDBOX_PORT || 8091);
if (!tokenEmpresa || !tokenPassword) {
  console.error(
    'Invoice sandbox: set INVOICE_TOKEN_EMPRESA and INVOICE_TOKEN_PASSWORD (any values; the site must use the same ones)',
  );
  process.exit(1);
}
const sandbox = await startInvoiceSandbox({
  port,
  tokenEmpresa,
  tokenPassword,
  dataDir: process.env.INVOICE_SANDBOX_DIR || undefined,
  log: (line) => console.log(`[invoices] ${line}`),
});
console.log(`Invoice sandbox listening on ${sandbox.url}`);
const stop = () => void sandbox.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
