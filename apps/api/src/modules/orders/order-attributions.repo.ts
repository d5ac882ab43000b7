import type { OrderAttribution } from '@lootmarket/domain';
import type { Db } from '../../db/client';
import { orderAttributions } from './order-attributions.tables';

/** Keeps the marks an order arrived with; an order without any stores nothing. */
export function createOrderAttributionsRepo(db: Db) {
  return {
    async insert(orderId: string, marks: OrderAttribution | undefined): Promise<void> {
      if (!marks || !Object.values(marks).some(Boolean)) return;
      await db.insert(orderAttributions).values({
        orderId,
        utmSource: marks.utm_source ?? null,
        utmMedium: marks.utm_medium ?? null,
        utmCampaign: marks.utm_campaign ?? null,
        utmTerm: marks.utm_term ?? null,
        utmContent: marks.utm_content ?? null,
        admitadUid: marks.admitad_uid ?? null,
      });
    },
  };
}
