import type { AdminPayout, PayoutEvent } from '@lootmarket/domain';

const when = new Intl.DateTimeFormat('ru-RU', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Moscow',
});

/** Recorded steps in words; unknown ones keep their code so nothing recorded is hidden. */
const STEP_LABELS: Readonly<Record<string, string>> = {
  CREATED: 'Заявка создана',
  APPROVE: 'Одобрено',
  REJECT: 'Отклонено',
  CANCEL: 'Отменено владельцем',
  RETRY: 'Отправлено повторно',
  PROVIDER_ACCEPTED: 'Принято платёжной системой',
  PROVIDER_SUCCEEDED: 'Выплачено',
  PROVIDER_FAILED: 'Платёжная система отклонила',
};

const ACTORS: Readonly<Record<PayoutEvent['actor'], string>> = {
  user: 'владелец',
  admin: 'администратор',
  system: 'автоматически',
  provider: 'платёжная система',
};

function actorOf(event: PayoutEvent): string {
  if (event.actor === 'admin') return `${ACTORS.admin} ${event.actor_name ?? `#${event.actor_id ?? '?'}`}`;
  return ACTORS[event.actor];
}

/** The user's record now and every recorded step of this withdrawal: who decided what and when. */
export function PayoutHistory({ payout }: { payout: AdminPayout }) {
  const { history } = payout;
  const counts = history.withdrawals;
  const facts = [
    `выводов: ${counts.outcome_status_approved} одобрено, ${counts.outcome_status_cancelled} отменено, ${counts.outcome_status_error} с ошибкой, ${counts.outcome_status_new} ждут`,
    `за 30 дней: споров ${history.recent_disputes}, возвратов заказов ${history.recent_order_refunds}, возвратов донатов ${history.recent_donation_refunds}`,
  ];
  return (
    <details className="group mt-3 rounded-xl border border-border bg-surface-2/40 px-3 py-2 text-sm">
      <summary className="cursor-pointer select-none font-medium text-muted marker:text-subtle group-open:text-text">
        История пользователя и решения ({payout.events.length})
      </summary>
      <ul aria-label="История пользователя" className="mt-2 flex flex-col gap-1 text-xs text-muted">
        {facts.map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>
      <ol aria-label="Шаги и решения" className="mt-3 flex flex-col gap-1.5 border-l border-border pl-3">
        {payout.events.map((event, index) => (
          <li key={`${event.at}-${index}`} className="text-xs">
            <time dateTime={event.at} className="tabular-nums text-subtle">
              {when.format(new Date(event.at))}
            </time>{' '}
            <span className="font-medium text-text">{STEP_LABELS[event.type] ?? event.type}</span>
            {' · '}
            {actorOf(event)}
            {event.reason ? <span className="text-muted"> — {event.reason}</span> : null}
          </li>
        ))}
      </ol>
    </details>
  );
}
