import type { BuyerInputKind, ProductProposal, ProductType } from '@lootmarket/domain';
import { and, count, desc, eq, min, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listings } from './catalog.tables';
import { productProposals } from './product-proposals.tables';
import { products } from './products.tables';

export type NewProductProposal = Pick<
  typeof productProposals.$inferInsert,
  'sellerId' | 'listingId' | 'title' | 'productType' | 'description' | 'buyerInputKinds' | 'createdAt'
>;
export type ProposalStatus = ProductProposal['status'];

const LIST_LIMIT = 200;

const selection = {
  id: productProposals.id,
  sellerId: productProposals.sellerId,
  listingId: productProposals.listingId,
  listingTitle: listings.title,
  title: productProposals.title,
  productType: productProposals.productType,
  description: productProposals.description,
  buyerInputKinds: productProposals.buyerInputKinds,
  status: productProposals.status,
  reason: productProposals.reason,
  productId: productProposals.productId,
  productSlug: products.slug,
  createdAt: productProposals.createdAt,
};
export interface ProductProposalRow {
  id: string;
  sellerId: number;
  listingId: string;
  listingTitle: string;
  title: string;
  productType: ProductType;
  description: string;
  buyerInputKinds: BuyerInputKind[];
  status: ProposalStatus;
  reason: string | null;
  productId: string | null;
  productSlug: string | null;
  createdAt: Date;
}

export function createProductProposalsRepo(db: Db) {
  const select = (where: SQL | undefined) =>
    db
      .select(selection)
      .from(productProposals)
      .innerJoin(listings, eq(listings.id, productProposals.listingId))
      .leftJoin(products, eq(products.id, productProposals.productId))
      .where(where)
      .orderBy(desc(productProposals.createdAt), desc(productProposals.id))
      .limit(LIST_LIMIT) as Promise<ProductProposalRow[]>;

  return {
    /** Pending proposals, and since when the oldest waits. */
    pending: async () => {
      const [row] = await db
        .select({ n: count(), oldest: min(productProposals.createdAt) })
        .from(productProposals)
        .where(eq(productProposals.status, 'pending'));
      return { count: row?.n ?? 0, oldestSince: row?.oldest ?? null };
    },

    insert: async (proposal: NewProductProposal): Promise<string> =>
      (await db.insert(productProposals).values(proposal).returning({ id: productProposals.id }))[0]!.id,

    find: async (id: string): Promise<ProductProposalRow | undefined> => (await select(eq(productProposals.id, id)))[0],

    list: (filter: { sellerId?: number; status?: ProposalStatus }): Promise<ProductProposalRow[]> =>
      select(
        and(
          filter.sellerId === undefined ? undefined : eq(productProposals.sellerId, filter.sellerId),
          filter.status === undefined ? undefined : eq(productProposals.status, filter.status),
        ),
      ),

    /** Locks a pending proposal for its decision; undefined when it is unknown or already decided. */
    lockPending: async (id: string): Promise<{ id: string } | undefined> =>
      (
        await db
          .select({ id: productProposals.id })
          .from(productProposals)
          .where(and(eq(productProposals.id, id), eq(productProposals.status, 'pending')))
          .for('update')
      )[0],

    decide: async (
      id: string,
      decision: { status: 'approved' | 'rejected'; reason: string | null; productId: string | null },
      decidedBy: number,
      at: Date,
    ): Promise<void> => {
      await db
        .update(productProposals)
        .set({ ...decision, decidedBy, decidedAt: at })
        .where(eq(productProposals.id, id));
    },

    listingExists: async (listingId: string): Promise<boolean> =>
      (await db.select({ id: listings.id }).from(listings).where(eq(listings.id, listingId)).limit(1)).length > 0,
  };
}
