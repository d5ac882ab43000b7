import { z } from 'zod';

/** Why staff block an account: a short fixed list, so reports can count them; the text says the rest. */
export const BLOCK_REASON_CODES = ['fraud', 'chargeback', 'rules_violation', 'spam', 'other'] as const;
export type BlockReasonCode = (typeof BLOCK_REASON_CODES)[number];

export const BLOCK_REASON_TITLES: Record<BlockReasonCode, string> = {
  fraud: 'Мошенничество',
  chargeback: 'Возврат платежа через банк',
  rules_violation: 'Нарушение правил',
  spam: 'Спам',
  other: 'Другое',
};

/** Where a blocked user writes when they disagree. */
export const BLOCKED_SUPPORT_EMAIL = 'support@lootmarket.ru';

export const BLOCK_REASON_MIN = 3;
export const BLOCK_REASON_MAX = 500;
const reasonLength = `Причина — от ${BLOCK_REASON_MIN} до ${BLOCK_REASON_MAX} символов`;

/** `POST admin/users/{id}/block`: a reason code and the text the user is shown. */
export const blockUserRequestSchema = z.object({
  reasonCode: z.enum(BLOCK_REASON_CODES, { error: 'Выберите причину блокировки' }),
  reason: z
    .string({ error: reasonLength })
    .trim()
    .min(BLOCK_REASON_MIN, { error: reasonLength })
    .max(BLOCK_REASON_MAX, { error: reasonLength }),
});
export type BlockUserRequest = z.infer<typeof blockUserRequestSchema>;

/** `POST admin/users/{id}/unblock`: why the block ends, for the audit log. */
export const unblockUserRequestSchema = z.object({
  reason: z
    .string({ error: reasonLength })
    .trim()
    .min(BLOCK_REASON_MIN, { error: reasonLength })
    .max(BLOCK_REASON_MAX, { error: reasonLength }),
});
export type UnblockUserRequest = z.infer<typeof unblockUserRequestSchema>;

/** A block in force: what the user and staff are told. */
export const userBlockSchema = z.object({
  reasonCode: z.enum(BLOCK_REASON_CODES),
  reason: z.string(),
  blockedAt: z.iso.datetime(),
  blockedBy: z.number().int().nullable(),
});
export type UserBlock = z.infer<typeof userBlockSchema>;

/** The sentence a blocked user reads when they try to sign in or withdraw: why, and what to do. */
export function blockedMessage(block: Pick<UserBlock, 'reasonCode' | 'reason'>): string {
  return (
    `Аккаунт заблокирован. Причина: ${BLOCK_REASON_TITLES[block.reasonCode]} — ${block.reason}. ` +
    `Если вы не согласны, напишите в поддержку: ${BLOCKED_SUPPORT_EMAIL}`
  );
}
