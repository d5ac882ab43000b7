import { formatMoney, type AdminUserDetail, type DisplayCurrencyCode } from '@lootmarket/domain';
import type { ReactNode } from 'react';
import { LocalTime } from '#app/components/local-time';

const DATE = { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' } as const;

const PROVIDERS: Record<string, string> = {
  PROVIDER_EMAIL_CODE: 'Код на e-mail',
  PROVIDER_TELEGRAM: 'Telegram',
  PROVIDER_VK: 'VK',
  PROVIDER_TWITCH: 'Twitch',
  telegram: 'Telegram',
  vk: 'VK',
  twitch: 'Twitch',
};

const money = ({ amount, currency }: { amount: number; currency: string }) =>
  formatMoney(amount, currency as DisplayCurrencyCode);

/** One block of the user page: a title with its count, and its lines or a word that there are none. */
function Section({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-card border border-border bg-surface p-4">
      <h2 className="mb-2 flex items-baseline gap-2 text-lg font-semibold">
        {title}
        <span className="text-sm font-normal text-muted">{count}</span>
      </h2>
      {count === 0 ? (
        <p className="text-sm text-muted">Нет</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border">{children}</ul>
      )}
    </section>
  );
}

function Line({ main, side, at }: { main: ReactNode; side?: ReactNode; at?: string | null }) {
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 py-2 text-sm">
      <span className="min-w-0 break-words">{main}</span>
      <span className="flex items-baseline gap-3 text-muted">
        {side}
        {at ? <LocalTime iso={at} format={DATE} className="text-xs" /> : null}
      </span>
    </li>
  );
}

/** Everything about the account, each list its latest 20, in the order support reads it. */
export function UserSections({ detail }: { detail: AdminUserDetail }) {
  return (
    <div className="grid grid-cols-1 gap-3 desktop:grid-cols-2">
      <Section title="Способы входа" count={detail.signInMethods.length}>
        {detail.signInMethods.map((method) => (
          <Line key={method.provider} main={PROVIDERS[method.provider] ?? method.provider} at={method.since} />
        ))}
      </Section>
      <Section title="Открытые сессии" count={detail.sessions.length}>
        {detail.sessions.map((session) => (
          <Line
            key={session.refreshedAt}
            main="Сессия"
            side={<span className="text-xs">обновлена</span>}
            at={session.refreshedAt}
          />
        ))}
      </Section>
      <Section title="Кошелёк" count={detail.wallet.length}>
        {detail.wallet.map((line) => (
          <Line
            key={line.currency}
            main={money({ amount: line.available, currency: line.currency })}
            side={line.held ? `ещё на удержании ${money({ amount: line.held, currency: line.currency })}` : null}
          />
        ))}
      </Section>
      <Section title="Выводы" count={detail.withdrawals.length}>
        {detail.withdrawals.map((item) => (
          <Line key={item.id} main={money(item.total)} side={item.status} at={item.createdAt} />
        ))}
      </Section>
      <Section title="Заказы" count={detail.orders.length}>
        {detail.orders.map((order) => (
          <Line
            key={order.id}
            main={
              <>
                {order.side === 'buyer' ? 'Покупка' : 'Продажа'} · {money(order.total)}
                {order.disputed ? <span className="ml-2 text-warning">спор</span> : null}
              </>
            }
            side={order.status}
            at={order.createdAt}
          />
        ))}
      </Section>
      <Section title="Предложения" count={detail.offers.length}>
        {detail.offers.map((offer) => (
          <Line
            key={offer.id}
            main={`${offer.title || offer.id.slice(0, 8)} · ${money(offer.price)}`}
            side={offer.hiddenByBlock ? 'скрыто блокировкой' : offer.active ? 'в продаже' : 'на паузе'}
          />
        ))}
      </Section>
      <Section title="Донаты" count={detail.donations.length}>
        {detail.donations.map((donation) => (
          <Line
            key={donation.id}
            main={`${donation.side === 'donor' ? 'Отправил' : 'Получил'} · ${money(donation.total)}`}
            side={donation.status}
            at={donation.createdAt}
          />
        ))}
      </Section>
      <Section title="Отзывы" count={detail.reviews.length}>
        {detail.reviews.map((review) => (
          <Line
            key={review.id}
            main={`${review.side === 'author' ? 'Написал' : 'О нём'} · ${'★'.repeat(review.rating)} ${review.text}`}
            at={review.createdAt}
          />
        ))}
      </Section>
      {detail.audit ? (
        <div className="desktop:col-span-2">
          <Section title="Журнал действий" count={detail.audit.length}>
            {detail.audit.map((item) => (
              <Line
                key={item.id}
                main={
                  <>
                    <span className="font-medium">{item.action}</span>
                    {item.reason ? ` · ${item.reason}` : ''}
                  </>
                }
                side={`${item.actorType} ${item.actorId ?? ''}`}
                at={item.at}
              />
            ))}
          </Section>
        </div>
      ) : null}
    </div>
  );
}
