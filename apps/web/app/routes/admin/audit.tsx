import { auditAdminEndpoints } from '@lootmarket/domain/endpoints/admin-console';
import { redirect } from 'react-router';
import { AdminNav } from '#app/components/admin-nav';
import { LocalTime } from '#app/components/local-time';
import { loadApi } from '#app/lib/api/load-api.server';
import type { Route } from './+types/audit';

/** The API decides who may read the log (`audit.read`); anyone it refuses goes home. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const api = loadApi(context);
  const query = {
    action: search.get('action') || undefined,
    targetType: search.get('targetType') || undefined,
    targetId: search.get('targetId') || undefined,
    actorId: search.get('actorId') || undefined,
    limit: 100,
  };
  const [list, verification] = await Promise.all([
    api.call(auditAdminEndpoints.list, { query }),
    api.call(auditAdminEndpoints.verify),
  ]).catch(() => {
    throw redirect('/');
  });
  return { items: list.items, verification, query };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Журнал действий — Лутмаркет' },
  { name: 'robots', content: 'noindex' },
];

const DATE_FORMAT = { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', second: '2-digit' } as const;
const FIELD = 'min-h-10 rounded-xl border border-border bg-surface px-3 text-sm';

/** The log's filters, as the audit endpoint names them. */
const FILTERS = [
  { name: 'action', label: 'Действие', placeholder: 'Действие (order.)' },
  { name: 'targetType', label: 'Тип объекта', placeholder: 'Тип объекта' },
  { name: 'targetId', label: 'ID объекта', placeholder: 'ID объекта' },
  { name: 'actorId', label: 'ID сотрудника', placeholder: 'ID сотрудника' },
] as const;

/** /admin/audit: who did what to what, newest first, and whether every chain of the log is intact. */
export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { items, verification, query } = loaderData;
  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-8">
      <AdminNav className="mb-6" />
      <h1 className="mb-4 text-2xl font-bold">Журнал действий</h1>
      <p
        className={verification.intact ? 'mb-4 text-sm text-muted' : 'mb-4 text-sm font-medium text-danger'}
        role="status"
      >
        {verification.intact
          ? `Цепочки целы: проверено записей — ${verification.total}`
          : `Цепочка нарушена: запись ${verification.brokenAt?.id ?? '—'} (цепочка ${verification.brokenAt?.chain}, № ${verification.brokenAt?.seq})`}
      </p>
      <form method="get" className="mb-6 grid grid-cols-2 gap-2 tablet:flex tablet:flex-wrap">
        {FILTERS.map(({ name, label, placeholder }) => (
          <input
            key={name}
            name={name}
            aria-label={label}
            placeholder={placeholder}
            defaultValue={query[name]}
            className={FIELD}
          />
        ))}
        <button type="submit" className="min-h-10 rounded-xl bg-primary-fill px-4 text-sm font-medium text-white">
          Найти
        </button>
      </form>
      {items.length === 0 ? <p className="text-muted">Записей нет</p> : null}
      <ul className="space-y-2" aria-label="Записи журнала">
        {items.map((item) => (
          <li key={item.id} className="rounded-card border border-border bg-surface p-3 text-sm">
            <p className="font-medium break-all">
              {item.action} · {item.targetType} {item.targetId}
              {item.result === 'ok' ? '' : ` · ${item.result}`}
            </p>
            <p className="mt-1 text-xs break-all text-muted">
              <LocalTime iso={item.at} format={DATE_FORMAT} /> · {item.actorType} {item.actorId ?? ''}
              {item.clientIp ? ` · ${item.clientIp}` : ''}
              {item.reason ? ` · ${item.reason}` : ''}
            </p>
          </li>
        ))}
      </ul>
    </main>
  );
}
