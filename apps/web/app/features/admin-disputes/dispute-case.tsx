import {
  BUYER_INPUT_FIELDS,
  DISPUTE_DECISION_LABELS,
  type BuyerInputField,
  type BuyerInputKind,
  formatMoneyValue,
  type DisputeCase as Case,
  type KeyReveal,
  type PartyHistory,
} from '@lootmarket/domain';
import { supportDisputeEndpoints } from '@lootmarket/domain/endpoints/disputes';
import { Eye, Gavel, History, KeyRound, PackageCheck, User } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '#app/components/ui/button';
import { useToast } from '#app/components/ui/toast';
import { failureMessage } from '#app/lib/api/api-error';
import { api } from '#app/lib/api/browser';
import { DecisionPanel } from './decision-panel';
import { disputeDate, orderNumberOf } from './dispute-format';

function Panel({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-2xl border border-border bg-surface p-4 sm:p-5">
      <h2 className="mb-3 flex items-center gap-2 font-semibold">
        <span className="text-muted [&>svg]:size-4">{icon}</span>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Party({
  role,
  party,
  href,
}: {
  role: string;
  party: { id: string | null; name: string; email: string | null; history: PartyHistory };
  href: string | null;
}) {
  const figures: [string, number][] = [
    ['Сделок', party.history.deals],
    ['Возвратов', party.history.refunds],
    ['Споров', party.history.disputes],
  ];
  return (
    <div className="rounded-xl bg-surface-2 p-3">
      <p className="text-xs text-muted">{role}</p>
      <p className="font-semibold break-all">
        {href ? (
          <a href={href} className="text-primary hover:underline">
            {party.name}
          </a>
        ) : (
          party.name
        )}
        {party.id ? <span className="ml-1.5 text-xs font-normal text-muted">id {party.id}</span> : null}
      </p>
      {party.email ? <p className="text-xs break-all text-muted">{party.email}</p> : null}
      <dl className="mt-2 grid grid-cols-3 gap-2 text-center">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-lg bg-surface px-1.5 py-1">
            <dt className="text-[11px] text-muted">{label}</dt>
            <dd className="font-bold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** What reached the buyer: keys masked until support reveals them (the reveal is recorded), the seller's text. */
function Delivery({ item, pictures }: { item: Case; pictures: ReactNode }) {
  const toast = useToast();
  const [keys, setKeys] = useState<string[] | null>(null);
  const [reveals, setReveals] = useState<KeyReveal[]>(item.delivery.reveals);
  const [busy, setBusy] = useState(false);
  const { delivery } = item;

  async function reveal() {
    setBusy(true);
    try {
      const answer = await api.call(supportDisputeEndpoints.revealKeys, { params: { id: item.orderId } });
      setKeys(answer.keys);
      setReveals(answer.reveals);
    } catch (error) {
      toast.show({ type: 'error', message: failureMessage(error, 'Не удалось показать ключи') });
    } finally {
      setBusy(false);
    }
  }

  const nothing = !delivery.text && delivery.maskedKeys.length === 0;
  return (
    <Panel title="Что передано покупателю" icon={<PackageCheck />}>
      <p className="mb-3 text-sm text-muted">
        {delivery.automatic ? 'Автоматическая выдача ключей' : 'Продавец выдаёт вручную'}
        {delivery.deliveredAt ? ` · выдано ${disputeDate.format(new Date(delivery.deliveredAt))}` : ' · не выдано'}
      </p>
      {nothing ? (
        <p className="text-sm text-warning">
          {delivery.deliveredAt ? 'Заказ отмечен выданным без текста и ключей' : 'Заказ не был выдан покупателю'}
        </p>
      ) : null}
      {delivery.maskedKeys.length > 0 ? (
        <div className="mb-3 space-y-2">
          <ul className="space-y-1.5" aria-label="Ключи">
            {(keys ?? delivery.maskedKeys).map((key, index) => (
              <li
                key={`${index}-${key}`}
                data-testid="case-key"
                className="flex items-center gap-2 rounded-lg bg-surface-2 px-3 py-2 font-mono text-sm break-all"
              >
                <KeyRound aria-hidden className="size-4 shrink-0 text-muted" />
                {key}
              </li>
            ))}
          </ul>
          {keys ? null : (
            <Button size="sm" variant="secondary" icon={<Eye />} loading={busy} onClick={() => void reveal()}>
              Показать ключи
            </Button>
          )}
          {reveals.length > 0 ? (
            <ul className="text-xs text-muted" aria-label="Кто смотрел ключи">
              {reveals.map((entry, index) => (
                <li key={index}>
                  Ключи показаны: {entry.adminName}, {disputeDate.format(new Date(entry.at))}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-xs text-muted">Каждый показ ключей записывается: кто и когда.</p>
          )}
        </div>
      ) : null}
      {delivery.text ? (
        <div className="mb-3 rounded-xl border border-border bg-surface-2 p-3">
          <p className="mb-1 text-xs text-muted">Текст продавца</p>
          <p className="text-sm whitespace-pre-wrap">{delivery.text}</p>
        </div>
      ) : null}
      {pictures}
    </Panel>
  );
}

/**
 * One dispute in full, for support: the buyer's reason and text, both parties with their track record, the
 * order's timeline, what was delivered, the conversation (support writes in it) and the decision.
 */
export function DisputeCaseView({
  item,
  conversation,
  pictures,
  onDecided,
}: {
  item: Case;
  conversation: ReactNode;
  pictures: ReactNode;
  onDecided: () => void;
}) {
  const { dispute } = item;
  const inputs = Object.entries(item.inputs);
  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
        <div className="min-w-0">
          <p className="text-sm text-muted">
            Заказ <span className="tabular-nums">{orderNumberOf(item.orderId)}</span> ·{' '}
            {disputeDate.format(new Date(item.createdAt))}
          </p>
          <h1 className="text-xl font-bold sm:text-2xl">{item.productTitle}</h1>
        </div>
        <p className="text-2xl font-extrabold tabular-nums">{formatMoneyValue(item.amount)}</p>
      </header>
      <div className="grid gap-4 desktop:grid-cols-[1fr_380px] desktop:items-start">
        <div className="flex min-w-0 flex-col gap-4">
          <Panel title="Претензия покупателя" icon={<Gavel />}>
            {dispute ? (
              <div className="space-y-2 text-sm">
                <p>
                  <span className="rounded-full bg-danger/10 px-2 py-0.5 text-xs font-medium text-danger">
                    {dispute.reasonLabel}
                  </span>
                  <span className="ml-2 text-xs text-muted">
                    открыт {disputeDate.format(new Date(dispute.openedAt))}
                  </span>
                </p>
                {dispute.text ? <p className="whitespace-pre-wrap">{dispute.text}</p> : null}
                {dispute.decision ? (
                  <p className="font-medium text-info">
                    {DISPUTE_DECISION_LABELS[dispute.decision]}
                    {dispute.refunded ? ` · возвращено ${formatMoneyValue(dispute.refunded)}` : ''}
                    {dispute.resolvedAt ? ` · ${disputeDate.format(new Date(dispute.resolvedAt))}` : ''}
                  </p>
                ) : null}
              </div>
            ) : (
              <p className="text-sm text-muted">Спор по заказу не открывали</p>
            )}
          </Panel>
          <Delivery item={item} pictures={pictures} />
          {inputs.length > 0 ? (
            <Panel title="Данные покупателя" icon={<User />}>
              <dl className="flex flex-wrap gap-2 text-sm">
                {inputs.map(([kind, value]) => {
                  const field = BUYER_INPUT_FIELDS[kind as BuyerInputKind] as BuyerInputField | undefined;
                  return (
                    <div key={kind} className="rounded-lg bg-surface-2 px-2.5 py-1.5">
                      <dt className="inline text-muted">{field?.label ?? kind}: </dt>
                      <dd className="inline font-medium break-all">
                        {field?.options?.find((option) => option.value === value)?.label ?? value}
                      </dd>
                    </div>
                  );
                })}
              </dl>
            </Panel>
          ) : null}
          {conversation}
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          {item.canDecide ? <DecisionPanel item={item} onDecided={onDecided} /> : null}
          <Panel title="Стороны" icon={<User />}>
            <div className="grid gap-2">
              <Party role="Покупатель" party={item.buyer} href={null} />
              <Party role="Продавец" party={item.seller} href={`/seller/${item.seller.id}`} />
            </div>
          </Panel>
          <Panel title="История заказа" icon={<History />}>
            <ol className="relative space-y-3 border-l border-border pl-4 text-sm" aria-label="История заказа">
              {item.timeline.map((entry, index) => (
                <li key={index} className="relative">
                  <span className="absolute top-1.5 -left-[21px] size-2.5 rounded-full bg-primary" />
                  <p className="font-medium">{entry.label}</p>
                  <p className="text-xs text-muted">
                    {entry.actor} · {disputeDate.format(new Date(entry.at))}
                  </p>
                </li>
              ))}
            </ol>
          </Panel>
        </div>
      </div>
    </div>
  );
}
