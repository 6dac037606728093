import 'server-only';
import { localizedPath, type Locale } from '@rental/domain/locale';
import { requestClient } from '../config/request-client.ts';

/**
 * Where PayPal sends the buyer back: the page that started the payment, in the renter's
 * language, on SITE_URL — never the request's Host or X-Forwarded-Host.
 */
export async function paypalReturnUrls(
  path: string,
  locale: Locale,
): Promise<{ returnUrl: string; cancelUrl: string }> {
  const back = `${(await requestClient()).origin}${localizedPath(path, locale)}`;
  return { returnUrl: `${back}?paypal=return`, cancelUrl: `${back}?paypal=cancel` };
}
