import type { CatalogCard, CatalogFilters, CatalogOffersResponse, CatalogSort } from '@lootmarket/domain';
import { catalogEndpoints } from '@lootmarket/domain/endpoints/catalog';
import { useState } from 'react';
import { api } from '#app/lib/api/browser';

/**
 * Cards after the server-rendered first page: each «Показать ещё» fetches the next cursor page in the
 * browser and appends it. The first page is the loader's, so a reload starts again from it; mount this
 * under a key of the query so new filters start a fresh list.
 */
export function useLoadMore(first: CatalogOffersResponse, filters: CatalogFilters, sort: CatalogSort) {
  const [more, setMore] = useState<CatalogCard[]>([]);
  const [cursor, setCursor] = useState(first.nextCursor);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  async function loadMore() {
    if (!cursor || loading) return;
    setLoading(true);
    setFailed(false);
    try {
      const page = await api.call(catalogEndpoints.offers, { body: { ...filters, sort, cursor } });
      setMore((cards) => [...cards, ...page.items]);
      setCursor(page.nextCursor);
    } catch (error) {
      console.error('next catalog page failed', error);
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }

  return { cards: [...first.items, ...more], hasMore: cursor !== null, loading, failed, loadMore };
}
