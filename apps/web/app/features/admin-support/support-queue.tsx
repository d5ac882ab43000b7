import {
  SUPPORT_STATUS_STAFF_LABELS,
  SUPPORT_STATUSES,
  SUPPORT_TOPIC_LABELS,
  SUPPORT_TOPICS,
  type SupportQueue,
  type SupportQueueQuery,
} from '@lootmarket/domain';
import { Form, Link } from 'react-router';
import { Button } from '#app/components/ui/button';
import { waitingAge } from './waiting-age';

const WHO: Record<SupportQueueQuery['who'], string> = { all: 'Все', mine: 'Мои', unassigned: 'Без исполнителя' };

function Select({ name, value, options }: { name: string; value: string; options: [string, string][] }) {
  return (
    <select name={name} defaultValue={value} className="min-h-11 rounded-xl border border-border bg-bg px-3 text-sm">
      {options.map(([key, label]) => (
        <option key={key} value={key}>
          {label}
        </option>
      ))}
    </select>
  );
}

/** The queue's filters (status, topic, whose) and its tickets, longest waiting first. */
export function SupportQueueView({
  queue,
  query,
  now,
}: {
  queue: SupportQueue;
  query: SupportQueueQuery;
  now: number;
}) {
  const oldest = waitingAge(queue.stats.oldestWaitingSince, now);
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted" data-testid="queue-stats">
        Ждут ответа: <b className="text-text">{queue.stats.open}</b>
        {oldest ? ` · дольше всех ждёт ${oldest}` : ''}
      </p>
      <Form method="get" className="flex flex-wrap items-center gap-2" aria-label="Фильтры очереди">
        <Select
          name="status"
          value={query.status}
          options={[
            ['active', 'Все открытые'],
            ...SUPPORT_STATUSES.map((s): [string, string] => [s, SUPPORT_STATUS_STAFF_LABELS[s]]),
          ]}
        />
        <Select
          name="topic"
          value={query.topic ?? ''}
          options={[['', 'Все темы'], ...SUPPORT_TOPICS.map((t): [string, string] => [t, SUPPORT_TOPIC_LABELS[t]])]}
        />
        <Select name="who" value={query.who} options={Object.entries(WHO)} />
        <Button type="submit" size="sm" variant="secondary">
          Показать
        </Button>
      </Form>
      {queue.items.length === 0 ? (
        <p className="rounded-2xl border border-border bg-surface px-6 py-10 text-center text-muted">Обращений нет</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {queue.items.map((ticket) => (
            <li key={ticket.id}>
              <Link
                to={`/admin/support/${ticket.id}`}
                className="grid gap-1 rounded-2xl border border-border bg-surface p-4 hover:border-primary sm:grid-cols-[1fr_auto] sm:items-center"
              >
                <span className="min-w-0">
                  <span className="block font-medium">
                    №{ticket.number} · {SUPPORT_TOPIC_LABELS[ticket.topic]}
                    {ticket.unread > 0 ? (
                      <span className="ml-2 rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-white">
                        {ticket.unread} новых
                      </span>
                    ) : null}
                  </span>
                  <span className="block truncate text-sm text-muted">
                    {ticket.requester.name}
                    {ticket.requester.email ? ` · ${ticket.requester.email}` : ''} ·{' '}
                    {ticket.assignee ? `исполнитель: ${ticket.assignee.name}` : 'без исполнителя'}
                  </span>
                </span>
                <span className="text-sm sm:text-right">
                  <span className="block">{SUPPORT_STATUS_STAFF_LABELS[ticket.status]}</span>
                  {ticket.waitingSince ? (
                    <span className="block text-warning">ждёт {waitingAge(ticket.waitingSince, now)}</span>
                  ) : null}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
