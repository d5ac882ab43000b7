import { BLOCKED_SUPPORT_EMAIL, blockedMessage } from '@lootmarket/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/http/app-error';
import type { WithdrawalsDeps } from './withdrawals.ports';

/** What staff read when they try to pay out to a blocked user. */
export const BLOCKED_PAYOUT_MESSAGE = 'Пользователь заблокирован: выплаты приостановлены до разблокировки';

/** A blocked user's money stays in the wallet: no new withdrawal, and no payout is sent (decision 041). */
export async function assertNotBlocked(
  deps: Pick<WithdrawalsDeps, 'users'>,
  userId: number,
  { message, tx }: { message?: string; tx?: Db } = {},
): Promise<void> {
  const block = await deps.users.blockOf(userId, tx);
  if (!block) return;
  throw new AppError('USER_BLOCKED', message ?? `Вывод недоступен. ${blockedMessage(block)}`, {
    reasonCode: block.reasonCode,
    supportEmail: BLOCKED_SUPPORT_EMAIL,
  });
}
