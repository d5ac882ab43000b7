import { ALERT_STATE_LABELS, formatMoneyValue, type DonationListResponse } from '@lootmarket/domain';
import { ChevronLeft, ChevronRight, Inbox, MessageSquareText } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { buttonClassName } from '#app/components/ui/button';
import { formatMoscowDateTime } from './stats-format';

export const RECEIVED_PAGE_SIZE = 10;

function pageHref(search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page > 1) params.set('page', String(page));
  else params.delete('page');
  const query = params.toString();
  return query ? `?${query}` : '?';
}

/** Completed donations to the streamer, newest first (`donations/received`), with pages. */
export function ReceivedList({
  list,
  page,
  supportHref,
}: {
  list: DonationListResponse | null;
  page: number;
  /** Where «Написать в поддержку» about one donation leads. */
  supportHref?: (id: string) => string;
}) {
  const { search } = useLocation();
  const pages = Math.max(1, Math.ceil((list?.total ?? 0) / RECEIVED_PAGE_SIZE));
  return (
    <section aria-labelledby="received-title" className="rounded-2xl border border-border bg-surface">
      <header className="flex items-center justify-between gap-3 border-b border-border px-4 py-3.5 tablet:px-5">
        <h2 id="received-title" className="font-semibold">
          Последние донаты
        </h2>
        {list ? <span className="text-sm text-muted tabular-nums">Всего: {list.total}</span> : null}
      </header>
      {!list ? (
        <p className="px-5 py-8 text-center text-sm text-muted">Не удалось загрузить донаты. Обновите страницу.</p>
      ) : list.items.length === 0 ? (
        <div className="flex flex-col items-center gap-2 px-5 py-10 text-center">
          <span className="grid size-12 place-items-center rounded-2xl bg-surface-2 text-muted">
            <Inbox aria-hidden="true" className="size-6" />
          </span>
          <p className="font-medium">Донатов пока нет</p>
          <p className="max-w-sm text-sm text-muted">
            Поделитесь ссылкой на страницу доната со зрителями — первые донаты появятся здесь.
          </p>
        </div>
      ) : (
        <ul data-testid="received-list" className="divide-y divide-border">
          {list.items.map((donation) => (
            <li key={donation.id} className="flex gap-3 px-4 py-3.5 tablet:px-5">
              <span
                aria-hidden="true"
                className="grid size-10 shrink-0 place-items-center rounded-full bg-primary-soft text-sm font-bold text-primary uppercase"
              >
                {donation.donorName.slice(0, 1)}
              </span>
              <div className="min-w-0 flex-1">
                <div className="flex items-baseline justify-between gap-3">
                  <p className="truncate font-semibold">{donation.donorName}</p>
                  <p className="shrink-0 font-bold text-accent tabular-nums">{formatMoneyValue(donation.amount)}</p>
                </div>
                {donation.message ? (
                  <p className="mt-0.5 flex gap-1.5 text-sm break-words text-text/85">
                    <MessageSquareText aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-subtle" />
                    <span className="min-w-0">{donation.message}</span>
                  </p>
                ) : null}
                <p className="mt-1 text-xs text-subtle tabular-nums">
                  {formatMoscowDateTime(donation.completedAt ?? donation.createdAt)}
                  {donation.alertState ? (
                    <span data-alert-state={donation.alertState} className="ml-2 font-medium text-muted">
                      · {ALERT_STATE_LABELS[donation.alertState]}
                    </span>
                  ) : null}
                  {supportHref ? (
                    <Link to={supportHref(donation.id)} className="ml-2 text-primary-hover hover:underline">
                      Написать в поддержку
                    </Link>
                  ) : null}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav
          aria-label="Страницы донатов"
          className="flex items-center justify-between gap-3 border-t border-border px-4 py-3 tablet:px-5"
        >
          {page > 1 ? (
            <Link
              to={pageHref(search, page - 1)}
              preventScrollReset
              className={buttonClassName({ variant: 'secondary', size: 'sm' })}
            >
              <ChevronLeft aria-hidden="true" className="size-4" /> Назад
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-muted tabular-nums">
            {page} из {pages}
          </span>
          {page < pages ? (
            <Link
              to={pageHref(search, page + 1)}
              preventScrollReset
              className={buttonClassName({ variant: 'secondary', size: 'sm' })}
            >
              Дальше <ChevronRight aria-hidden="true" className="size-4" />
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </section>
  );
}
