import { locale as rootLocale } from 'next/root-params';
import { isLocale } from '@rental/domain/locale';
import { NotFoundScreen } from '@/components/not-found-screen';

/** A page's own notFound() (an info slug the proxy could not know about yet): the same screen. */
export default async function NotFound() {
  const locale = await rootLocale();
  return <NotFoundScreen locale={isLocale(locale) ? locale : 'es'} />;
}
