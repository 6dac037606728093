import type { ServerConfig } from '../config/server.ts';
import { hkaProvider } from './hka.ts';
import type { InvoiceProvider } from './types.ts';

/** The configured provider (INVOICE_API_URL and its tokens), or null when none is set. */
export function invoiceProvider(config: ServerConfig): InvoiceProvider | null {
  if (!config.INVOICE_API_URL || !config.INVOICE_TOKEN_EMPRESA || !config.INVOICE_TOKEN_PASSWORD)
    return null;
  return hkaProvider({
    url: config.INVOICE_API_URL,
    tokenEmpresa: config.INVOICE_TOKEN_EMPRESA,
    tokenPassword: config.INVOICE_TOKEN_PASSWORD,
  });
}
