import type { NextRequest } from 'next/server';
import { toLocale } from '@rental/domain/locale';
import { rightsDeps } from '@/lib/my-booking/deps';
import { dataExportFile } from '@/lib/my-booking/privacy-rights';
import { currentSession } from '@/lib/my-booking/session-cookie';
import { privateFile, privateStatus } from '@/lib/http/file-response';
import { fromForeignOrigin } from '@/lib/http/json-post';
import { readBodyText } from '@/lib/http/request-body';

/**
 * The renter's data (access and portability, docs/privacy.md) as a download: a form posts the
 * code's proof (never in an address), `format` json or html and `lang`. Without the booking's
 * session and a valid proof for it, a 404.
 */
export async function POST(request: NextRequest) {
  if (fromForeignOrigin(request)) return privateStatus(403, 'Forbidden');
  // A proof, a format and a language: far below this.
  const body = await readBodyText(request, 4 * 1024);
  if (!body.ok) return privateStatus(body.status);
  const form = new URLSearchParams(body.text);
  const session = await currentSession();
  const format = form?.get('format') === 'json' ? 'json' : 'html';
  const file = session
    ? await dataExportFile(
        rightsDeps(),
        session,
        form.get('proof'),
        format,
        toLocale(String(form.get('lang') ?? '')),
      ).catch((error: unknown) => {
        console.error(
          `[privacy] export failed: ${error instanceof Error ? error.message : String(error)}`,
        );
        return null;
      })
    : null;
  if (!file) return privateStatus(404, 'Not found');
  return privateFile(file);
}
