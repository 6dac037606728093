import type { NextRequest } from 'next/server';
import { readServerConfig } from '@/lib/config/server';
import { invoiceProvider } from '@/lib/invoicing/provider';
import { myBookingDeps } from '@/lib/my-booking/deps';
import { myBookingDocument } from '@/lib/my-booking/document-file';
import { currentSession } from '@/lib/my-booking/session-cookie';
import { privateFile, privateStatus } from '@/lib/http/file-response';

/**
 * An invoice or credit note of the booking whose session this browser holds, as `?format=pdf`
 * or `xml`. Anything else is a 404: a document of another booking is never found.
 */
export async function GET(request: NextRequest) {
  const session = await currentSession();
  const id = request.nextUrl.searchParams.get('id') ?? '';
  const format = request.nextUrl.searchParams.get('format') === 'xml' ? 'xml' : 'pdf';
  const file =
    session && /^(payments|refunds):[\w-]{1,64}$/.test(id)
      ? await myBookingDocument(
          myBookingDeps(),
          invoiceProvider(readServerConfig()),
          session,
          id,
          format,
        ).catch((error: unknown) => {
          console.error(
            `[my-booking] document failed: ${error instanceof Error ? error.message : String(error)}`,
          );
          return null;
        })
      : null;
  if (!file) return privateStatus(404, 'Not found');
  return privateFile({ ...file, content: Buffer.from(file.content) });
}
