import { PRODUCT_TYPE_TITLES, type ProductProposal } from '@lootmarket/domain';
import { productProposalAdminEndpoints } from '@lootmarket/domain/endpoints/admin';
import { useState } from 'react';
import { Link, redirect, useRevalidator } from 'react-router';
import { AdminNav } from '#app/components/admin-nav';
import { Button } from '#app/components/ui/button';
import { useToast } from '#app/components/ui/toast';
import { failureMessage } from '#app/lib/api/api-error';
import { api } from '#app/lib/api/browser';
import { loadApi } from '#app/lib/api/load-api.server';
import type { Route } from './+types/product-proposals';

/** The API decides who is an admin; anyone it refuses goes home (spec §6 admin-only group). */
export async function loader({ context }: Route.LoaderArgs) {
  const { items } = await loadApi(context)
    .call(productProposalAdminEndpoints.list, { query: {} })
    .catch(() => {
      throw redirect('/');
    });
  return { items };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Предложенные товары — Лутмаркет' },
  { name: 'robots', content: 'noindex' },
];

const STATUS_LABELS: Record<ProductProposal['status'], string> = {
  pending: 'Ждёт решения',
  approved: 'Одобрен',
  rejected: 'Отклонён',
};

export default function AdminProductProposals({ loaderData }: Route.ComponentProps) {
  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-8">
      <AdminNav className="mb-6" />
      <h1 className="mb-6 text-2xl font-bold">Предложенные товары</h1>
      {loaderData.items.length === 0 ? <p className="text-muted">Предложений пока нет</p> : null}
      <ul className="space-y-3">
        {loaderData.items.map((item) => (
          <ProposalItem key={item.id} proposal={item} />
        ))}
      </ul>
    </main>
  );
}

/** One proposal: what the seller asks for, and approve or reject with a reason the seller reads. */
function ProposalItem({ proposal }: { proposal: ProductProposal }) {
  const { revalidate } = useRevalidator();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [reason, setReason] = useState('');

  async function decide(call: () => Promise<unknown>) {
    setBusy(true);
    try {
      await call();
      await revalidate();
    } catch (error) {
      toast.show({ type: 'error', message: failureMessage(error, 'Не удалось сохранить решение') });
    } finally {
      setBusy(false);
    }
  }
  const params = { id: proposal.id };

  return (
    <li aria-label={`Товар «${proposal.title}»`} className="space-y-3 rounded-card border border-border bg-surface p-4">
      <div>
        <p className="font-semibold">{proposal.title}</p>
        <p className="text-sm text-muted">
          {proposal.listing.title} · {PRODUCT_TYPE_TITLES[proposal.productType]} · продавец ID {proposal.sellerId}
        </p>
        {proposal.description ? <p className="mt-2 text-sm whitespace-pre-wrap">{proposal.description}</p> : null}
      </div>
      {proposal.status === 'pending' ? (
        <div className="flex flex-col gap-2 tablet:flex-row">
          <Button
            size="sm"
            loading={busy}
            onClick={() => void decide(() => api.call(productProposalAdminEndpoints.approve, { params }))}
          >
            Одобрить
          </Button>
          <input
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            placeholder="Причина отказа"
            aria-label="Причина отказа"
            maxLength={500}
            className="h-11 flex-1 rounded-xl border border-border bg-surface-2 px-3 text-sm outline-none focus:border-primary tablet:h-9"
          />
          <Button
            size="sm"
            variant="secondary"
            disabled={busy || reason.trim().length < 3}
            onClick={() =>
              void decide(() => api.call(productProposalAdminEndpoints.reject, { params, body: { reason } }))
            }
          >
            Отклонить
          </Button>
        </div>
      ) : (
        <p className="text-sm text-muted">
          {STATUS_LABELS[proposal.status]}
          {proposal.reason ? `: ${proposal.reason}` : ''}
          {proposal.product ? (
            <>
              {' · '}
              <Link to={`/product/${proposal.product.slug}`} className="text-primary hover:underline">
                страница товара
              </Link>
            </>
          ) : null}
        </p>
      )}
    </li>
  );
}
