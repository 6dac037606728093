import type { BrandKey } from '@rental/domain/brands';
import {
  nextResendNumber,
  resendKey,
  resendKeyPrefix,
} from '@rental/domain/notifications/schedule';
import type { CmsClient } from '../cms/client.ts';
import { insertOutboxMessage, outboxKeysStartingWith } from '../records/outbox.ts';
import type { NewMessage } from './types.ts';

/**
 * Queues a held booking's confirmation once more under `confirmation:<id>:resend:<n>`, for the
 * worker to send; nothing is sent from the request. Returns the key queued.
 */
export async function queueConfirmationAgain(
  cms: CmsClient,
  brand: BrandKey,
  reservation: { id: string; email: string; language: string },
): Promise<string> {
  const taken = await outboxKeysStartingWith(cms, resendKeyPrefix(reservation.id));
  const message: NewMessage = {
    key: resendKey(reservation.id, nextResendNumber(reservation.id, taken)),
    kind: 'confirmation',
    brand,
    reservation: reservation.id,
    recipient: reservation.email,
    language: reservation.language,
  };
  // Two requests at once may pick the same number: the unique key keeps it to one e-mail.
  await insertOutboxMessage(cms, { ...message, status: 'queued' });
  return message.key;
}
