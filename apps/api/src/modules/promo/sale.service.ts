import type { SaleEntry, SaleEntryRequest } from '@lootmarket/domain';
import type { Db } from '../../db/client';
import { createSaleEntriesRepo } from './sale-entries.repo';

/** `POST sale`: an e-mail enters a sale's prize draw once, however often the form is sent. */
export function createSaleService({ db }: { db: Db }) {
  const repo = createSaleEntriesRepo(db);
  return {
    async enter(request: SaleEntryRequest, userId: number | null): Promise<SaleEntry> {
      await repo.insertOnce({ campaign: request.campaign, email: request.email, userId });
      return { campaign: request.campaign, email: request.email };
    },
  };
}
export type SaleService = ReturnType<typeof createSaleService>;
