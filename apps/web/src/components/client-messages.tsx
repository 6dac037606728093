import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { pickNamespaces, type MessagePath } from '../../messages/index.ts';

/**
 * Only the texts the client components below need (docs/performance.md); a nested provider
 * replaces the texts of the one above it.
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
