import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { pickNamespaces, type MessagePath } from '../../messages/index.ts';

/**
 * The texts the client components below need, and nothing more (docs/performance.md): every
 * page used to carry the whole catalogue — the booking's, the pre-check-in's and the booking
 * management's texts on /flota too, 34 KB of its HTML. A nested provider replaces the texts
 * of the one above it for its subtree.
 */
export async function ClientMessages({
  namespaces,
  children,
}: {
  namespaces: readonly MessagePath[];
  children: React.ReactNode;
}) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={pickNamespaces(messages, namespaces)}>
      {children}
    </NextIntlClientProvider>
  );
}
