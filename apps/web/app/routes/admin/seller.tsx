import { VERIFY_REASON_MAX, type SellerReputation } from '@lootmarket/domain';
import { sellerReputationAdminEndpoints } from '@lootmarket/domain/endpoints/reviews';
import { BadgeCheck, ExternalLink, ShieldOff } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { data, Link, redirect, useRevalidator } from 'react-router';
import { AdminNav } from '#app/components/admin-nav';
import { Button } from '#app/components/ui/button';
import { TextArea } from '#app/components/ui/text-input';
import { useToast } from '#app/components/ui/toast';
import { failureMessage, fieldIssues } from '#app/lib/api/api-error';
import { api } from '#app/lib/api/browser';
import { loadApi } from '#app/lib/api/load-api.server';
import { settle } from '#app/lib/api/outcome';
import { dealsText, refundShareText, storefrontPath, TIER_LABELS } from '#app/lib/seller-format';
import type { Route } from './+types/seller';

/** /admin/sellers/{sellerId}: a seller's earned tier with its figures, and the verified flag support sets. */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (!/^\d{1,15}$/.test(params.sellerId)) throw data(null, { status: 404 });
  const found = await settle(
    loadApi(context).call(sellerReputationAdminEndpoints.get, { params: { seller_id: Number(params.sellerId) } }),
  );
  if (found.ok) return { reputation: found.data };
  if (found.error.status === 404) throw data(null, { status: 404 });
  // The API decides who is an admin; anyone it refuses goes home.
  throw redirect('/');
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.reputation.name ?? 'Продавец'}: репутация — Лутмаркет` },
  { name: 'robots', content: 'noindex' },
];

const dateFormat = new Intl.DateTimeFormat('ru-RU', { dateStyle: 'long', timeZone: 'Europe/Moscow' });

function Figures({ reputation }: { reputation: SellerReputation }) {
  const { figures } = reputation;
  const rows: [string, string][] = [
    ['Завершённые сделки', dealsText(figures.completedDeals)],
    ['Возвраты', refundShareText(figures.refundBp)],
    ['Споры', `${figures.disputes} · ${refundShareText(figures.disputeBp)}`],
    [
      'Рейтинг для уровня',
      `${figures.rating.toLocaleString('ru-RU', { minimumFractionDigits: 2 })} (${figures.reviewCount} отз.)`,
    ],
    ['Возраст аккаунта', `${figures.ageDays} дн.`],
  ];
  return (
    <dl className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
      {rows.map(([label, value]) => (
        <div key={label} className="rounded-card border border-border bg-surface p-3">
          <dt className="text-xs text-muted">{label}</dt>
          <dd className="mt-0.5 font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function VerifiedControl({ reputation }: { reputation: SellerReputation }) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const next = !reputation.verified;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await api.call(sellerReputationAdminEndpoints.setVerified, {
        params: { seller_id: Number(reputation.sellerId) },
        body: { verified: next, reason },
      });
      toast.show({ type: 'success', message: next ? 'Продавец отмечен проверенным' : 'Отметка снята' });
      setReason('');
      await revalidator.revalidate();
    } catch (failure) {
      setError(fieldIssues(failure).reason ?? failureMessage(failure, 'Не удалось сохранить решение'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-3 rounded-card border border-border bg-surface p-4"
      noValidate
    >
      <p className="flex items-center gap-2 font-semibold">
        {reputation.verified ? (
          <>
            <BadgeCheck aria-hidden className="size-5 text-info" /> Проверенный продавец
          </>
        ) : (
          <>
            <ShieldOff aria-hidden className="size-5 text-muted" /> Не проверен
          </>
        )}
      </p>
      {reputation.verifiedReason ? (
        <p className="text-sm text-muted">
          {reputation.verifiedAt ? `${dateFormat.format(new Date(reputation.verifiedAt))}: ` : ''}
          <span className="break-words whitespace-pre-wrap">{reputation.verifiedReason}</span>
        </p>
      ) : null}
      <TextArea
        label="Причина решения"
        placeholder={next ? 'Например: документы магазина проверены' : 'Например: жалобы покупателей'}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        counter={VERIFY_REASON_MAX}
        rows={2}
        error={error ?? undefined}
      />
      <Button type="submit" loading={busy} variant={next ? 'primary' : 'danger'} className="self-start">
        {next ? 'Отметить проверенным' : 'Снять отметку'}
      </Button>
    </form>
  );
}

export default function AdminSeller({ loaderData }: Route.ComponentProps) {
  const { reputation } = loaderData;
  return (
    <main className="mx-auto flex w-full max-w-5xl flex-col gap-5 px-4 py-8">
      <AdminNav className="mb-1" />
      <div>
        <h1 className="text-2xl font-bold break-words">{reputation.name}</h1>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 text-sm text-muted">
          <span>
            {TIER_LABELS[reputation.tier]} уровень · пересчитан {dateFormat.format(new Date(reputation.updatedAt))}
          </span>
          <Link
            to={storefrontPath(reputation.sellerId)}
            className="inline-flex items-center gap-1 text-primary hover:text-primary-hover"
          >
            Витрина <ExternalLink aria-hidden className="size-3.5" />
          </Link>
        </p>
      </div>
      <Figures reputation={reputation} />
      <VerifiedControl reputation={reputation} />
    </main>
  );
}
