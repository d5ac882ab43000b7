import type { AuditRecorder } from '../audit/audit.ports';
import type { StaffActor } from '../../platform/http/staff-permission';
import type { DeliveryKind, ProductProposal, ProductProposalRequest, ProductType } from '@lootmarket/domain';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../platform/http/app-error';
import { createProductProposalsRepo, type ProductProposalRow, type ProposalStatus } from './product-proposals.repo';
import { createProductsRepo } from './products.repo';

export type ProductProposalsService = ReturnType<typeof createProductProposalsService>;

/** How a new product of each type reaches its buyer. */
const DELIVERY_KINDS: Readonly<Record<ProductType, DeliveryKind>> = {
  game_dlc_key: 'key',
  game_points_key: 'key',
  gift_card_key: 'key',
  subscription_key: 'key',
  game_dlc_gift: 'gift',
  steam_top_up: 'top_up',
  mobile_top_up: 'top_up',
  game_points_manual: 'manual',
  subscription_manual: 'manual',
  exchange_rate: 'manual',
  exchange_rate_manual: 'manual',
  rmt: 'account_login',
};

const CYRILLIC: Readonly<Record<string, string>> = Object.fromEntries(
  [...'абвгдеёжзийклмнопрстуфхцчшщъыьэюя'].map((letter, index) => [
    letter,
    [
      'a',
      'b',
      'v',
      'g',
      'd',
      'e',
      'e',
      'zh',
      'z',
      'i',
      'y',
      'k',
      'l',
      'm',
      'n',
      'o',
      'p',
      'r',
      's',
      't',
      'u',
      'f',
      'h',
      'ts',
      'ch',
      'sh',
      'sch',
      '',
      'y',
      '',
      'e',
      'yu',
      'ya',
    ][index]!,
  ]),
);

/** A readable, unique address for the new product: the title in Latin letters and a short random tail. */
function slugFor(title: string): string {
  const latin = [...title.toLowerCase()].map((char) => CYRILLIC[char] ?? char).join('');
  const words = latin
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${words || 'tovar'}-${randomBytes(3).toString('hex')}`;
}

const NOT_FOUND = 'Предложение товара не найдено';

const toView = (row: ProductProposalRow): ProductProposal => ({
  id: row.id,
  sellerId: String(row.sellerId),
  listing: { id: row.listingId, title: row.listingTitle },
  title: row.title,
  productType: row.productType,
  description: row.description,
  buyerInputKinds: row.buyerInputKinds,
  status: row.status,
  reason: row.reason,
  product: row.productId && row.productSlug ? { id: row.productId, slug: row.productSlug } : null,
  createdAt: row.createdAt.toISOString(),
});

/** Products sellers ask for from the wizard; an admin's approval creates the product in the proposed listing. */
export interface ProductProposalsDeps {
  db: Db;
  now: () => number;
  /** Each decision writes its audit row in its transaction. */
  audit: AuditRecorder;
}

export function createProductProposalsService({ db, now, audit }: ProductProposalsDeps) {
  const repo = createProductProposalsRepo(db);

  async function view(id: string): Promise<ProductProposal> {
    const row = await repo.find(id);
    if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
    return toView(row);
  }

  /** Runs a decision on a pending proposal; a decided or unknown one is refused and nothing changes. */
  async function decide(
    id: string,
    decision: (tx: Db) => Promise<{ reason: string | null; productId: string | null }>,
    status: 'approved' | 'rejected',
    staff: StaffActor,
  ) {
    await inTransaction(db, async (tx) => {
      const txRepo = createProductProposalsRepo(tx);
      if (!(await txRepo.lockPending(id))) {
        if (await txRepo.find(id)) throw new AppError('CONFLICT', 'По этому предложению уже есть решение');
        throw new AppError('NOT_FOUND', NOT_FOUND);
      }
      const decided = await decision(tx);
      await txRepo.decide(id, { status, ...decided }, staff.staffId, new Date(now()));
      await audit.record(tx, {
        action: status === 'approved' ? 'product-proposals.approve' : 'product-proposals.reject',
        actor: staff.actor,
        target: { type: 'product-proposals', id },
        reason: decided.reason,
        before: { status: 'pending' },
        after: { status, productId: decided.productId },
        request: staff.request,
      });
    });
    return view(id);
  }

  return {
    /** The console's queue: pending proposals and the oldest one's age. */
    queueStats: () => repo.pending(),

    async propose(sellerId: number, request: ProductProposalRequest): Promise<ProductProposal> {
      if (!(await repo.listingExists(request.listingId))) throw new AppError('NOT_FOUND', 'Игра или сервис не найдены');
      const id = await repo.insert({ sellerId, ...request, createdAt: new Date(now()) });
      return view(id);
    },

    async listOwn(sellerId: number, status: ProposalStatus | undefined) {
      return { items: (await repo.list({ sellerId, ...(status ? { status } : {}) })).map(toView) };
    },

    async listAll(status: ProposalStatus | undefined) {
      return { items: (await repo.list(status ? { status } : {})).map(toView) };
    },

    approve: (id: string, staff: StaffActor) =>
      decide(
        id,
        async (tx) => {
          const proposal = (await createProductProposalsRepo(tx).find(id))!;
          const [product] = await createProductsRepo(tx).insertProducts([
            {
              slug: slugFor(proposal.title),
              listingId: proposal.listingId,
              title: proposal.title,
              description: proposal.description,
              productType: proposal.productType,
              deliveryKind: DELIVERY_KINDS[proposal.productType],
              buyerInputKinds: proposal.buyerInputKinds,
            },
          ]);
          return { reason: null, productId: product!.id };
        },
        'approved',
        staff,
      ),

    reject: (id: string, staff: StaffActor, reason: string) =>
      decide(id, async () => ({ reason, productId: null }), 'rejected', staff),
  };
}
