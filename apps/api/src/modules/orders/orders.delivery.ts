import { formatMoney } from '@lootmarket/domain';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { scheduleJob } from '../../platform/jobs/job-schedule';
import type { JobHandler } from '../../platform/jobs/jobs.worker';
import type { OrderLifecycle } from './orders.lifecycle';
import { createOrdersRepo, type OrderRow } from './orders.repo';
import type { OrdersServiceDeps } from './orders.ports';

export const ORDER_DELIVERY_MAIL_JOB = 'orders.delivery-mail';

/**
 * Auto-delivery right after payment, inside the payment's transaction: the order's reserved keys become
 * sold and the order DELIVERED together, or neither. The e-mail goes out afterwards from the jobs worker.
 */
export async function deliverKeys(
  deps: Pick<OrdersServiceDeps, 'keys' | 'now'>,
  lifecycle: OrderLifecycle,
  tx: Db,
  row: OrderRow,
): Promise<OrderRow> {
  const sold = await deps.keys.sellReservedKeys(tx, row.id);
  if (sold.length === 0) return row;
  const delivered = await lifecycle.apply(tx, row, 'AUTO_DELIVERED', deps.now(), 'system');
  await scheduleJob(tx, {
    kind: ORDER_DELIVERY_MAIL_JOB,
    payload: { orderId: row.id },
    dedupeKey: `order:${row.id}:delivery-mail`,
  });
  return delivered;
}

/** The mail with the keys, sent once by the jobs worker (retried with back-off if the mail server fails). */
export function deliveryMailHandler(
  deps: Pick<OrdersServiceDeps, 'db' | 'keys' | 'mailer' | 'users'> & { statusLink(orderId: string): string },
): JobHandler {
  return async (payload) => {
    const { orderId } = z.object({ orderId: z.uuid() }).parse(payload);
    const row = await createOrdersRepo(deps.db).findById(orderId);
    // The checkout's address for guests; a signed-in buyer's goods go to their account's e-mail.
    const to = row?.buyerEmail ?? (row?.buyerUserId != null ? await deps.users.contactEmail(row.buyerUserId) : null);
    if (!row || !to) return;
    const keys = (await deps.keys.soldKeys([orderId])).get(orderId) ?? [];
    if (keys.length === 0) return;
    await deps.mailer.send({
      to,
      subject: `Ваш заказ: ${row.productTitle}`,
      text: [
        `Спасибо за покупку «${row.productTitle}» × ${row.quantity} на ${formatMoney(row.amountMinor, row.currency)}.`,
        '',
        keys.length === 1 ? 'Ваш ключ:' : 'Ваши ключи:',
        ...keys,
        '',
        `Статус заказа: ${deps.statusLink(orderId)}`,
        'Проверьте товар и подтвердите получение на странице заказа.',
      ].join('\n'),
    });
  };
}
