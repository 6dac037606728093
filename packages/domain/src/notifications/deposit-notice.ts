import type { MailKind } from './mail-kinds.ts';

/**
 * The renter's e-mail that staff released their deposit hold or charged part of it (with the
 * reason): an event of its own, one per hold, whoever settles it and however often.
 */
export const DEPOSIT_NOTICE_KIND = 'deposit_notice' satisfies MailKind;
export type DepositNoticeKind = typeof DEPOSIT_NOTICE_KIND;

export const isDepositNotice = (kind: string): kind is DepositNoticeKind =>
  kind === DEPOSIT_NOTICE_KIND;

/** One notice per hold (its payments row). */
export const depositNoticeKey = (holdId: string) => `${DEPOSIT_NOTICE_KIND}:${holdId}`;
