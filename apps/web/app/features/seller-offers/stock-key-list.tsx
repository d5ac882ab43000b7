import type { MaskedKey, StockSummary } from '@lootmarket/domain';
import clsx from 'clsx';
import { Trash2 } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Button } from '#app/components/ui/button';
import { Spinner } from '#app/components/ui/spinner';
import { failureMessage } from '#app/lib/api/api-error';
import { KEY_PAGE_SIZE, loadKeys, removeKeys, type KeyStatus } from './stock-client';

const STATUS_LABELS: Readonly<Record<KeyStatus, string>> = {
  available: 'В продаже',
  reserved: 'В резерве',
  sold: 'Продан',
};
const FILTERS: readonly { value: KeyStatus | null; label: string }[] = [
  { value: null, label: 'Все' },
  { value: 'available', label: 'В продаже' },
  { value: 'reserved', label: 'В резерве' },
  { value: 'sold', label: 'Проданы' },
];
const dateFormat = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'short' });

export interface StockKeyListProps {
  offerId: string;
  /** Changes whenever keys are added elsewhere, so the list reads them again. */
  version: number;
  /** The offer's stock as each read or removal found it. */
  onSummary: (stock: StockSummary) => void;
  /** Keys were removed: the stock behind the panel changed. */
  onRemoved: () => void;
}

/** The offer's keys, masked to their tail; unsold ones can be chosen and removed. */
export function StockKeyList({ offerId, version, onSummary, onRemoved }: StockKeyListProps) {
  const [status, setStatus] = useState<KeyStatus | null>(null);
  const [items, setItems] = useState<MaskedKey[]>([]);
  const [total, setTotal] = useState(0);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(true);
  const [error, setError] = useState<string | null>(null);

  const read = useCallback(
    async (offset: number) => {
      setBusy(true);
      setError(null);
      try {
        const page = await loadKeys(offerId, offset, status);
        setItems((current) => (offset === 0 ? page.items : [...current, ...page.items]));
        setTotal(page.total);
        onSummary(page.stock);
        if (offset === 0) setChosen(new Set());
      } catch (failure) {
        setError(failureMessage(failure, 'Не удалось загрузить ключи'));
      } finally {
        setBusy(false);
      }
    },
    [offerId, status, onSummary],
  );

  useEffect(() => {
    void read(0);
  }, [read, version]);

  async function remove() {
    setBusy(true);
    setError(null);
    try {
      await removeKeys(offerId, [...chosen]);
      onRemoved();
      await read(0);
    } catch (failure) {
      setError(failureMessage(failure, 'Не удалось удалить ключи'));
      setBusy(false);
    }
  }

  const toggle = (id: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <section aria-label="Ключи" className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="mr-auto font-semibold">Ключи</h3>
        <div role="group" aria-label="Какие ключи показать" className="flex flex-wrap gap-1">
          {FILTERS.map((filter) => (
            <button
              key={filter.label}
              type="button"
              aria-pressed={status === filter.value}
              onClick={() => setStatus(filter.value)}
              className="h-8 rounded-full border border-border px-3 text-xs font-medium text-muted transition hover:text-text aria-pressed:border-primary aria-pressed:bg-primary/12 aria-pressed:text-text"
            >
              {filter.label}
            </button>
          ))}
        </div>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      {items.length > 0 ? (
        <ul className="divide-y divide-border rounded-xl border border-border" aria-label="Список ключей">
          {items.map((key) => (
            <KeyRow key={key.id} item={key} chosen={chosen.has(key.id)} onChoose={(on) => toggle(key.id, on)} />
          ))}
        </ul>
      ) : busy ? null : (
        <p className="rounded-xl border border-dashed border-border p-4 text-center text-sm text-muted">
          {status ? 'Таких ключей нет.' : 'Ключей пока нет — добавьте их выше.'}
        </p>
      )}
      {busy ? <Spinner className="mx-auto" /> : null}
      <div className="flex flex-wrap items-center gap-2">
        {items.length < total && !busy ? (
          <Button size="sm" variant="ghost" onClick={() => void read(items.length)}>
            Показать ещё {Math.min(KEY_PAGE_SIZE, total - items.length)}
          </Button>
        ) : null}
        {chosen.size > 0 ? (
          <Button
            size="sm"
            variant="danger"
            className="ml-auto"
            disabled={busy}
            icon={<Trash2 aria-hidden className="size-4" />}
            onClick={() => void remove()}
          >
            Удалить выбранные ({chosen.size})
          </Button>
        ) : null}
      </div>
    </section>
  );
}

function KeyRow({ item, chosen, onChoose }: { item: MaskedKey; chosen: boolean; onChoose: (on: boolean) => void }) {
  const removable = item.status === 'available';
  return (
    <li className="flex items-center gap-3 px-3 py-2 text-sm">
      <input
        type="checkbox"
        className="size-4 accent-primary disabled:opacity-30"
        disabled={!removable}
        checked={chosen}
        aria-label={`Выбрать ключ ${item.masked}`}
        onChange={(event) => onChoose(event.target.checked)}
      />
      <span className="font-mono tracking-wide">{item.masked}</span>
      <span
        className={clsx(
          'ml-auto text-xs',
          item.status === 'available' ? 'text-success' : item.status === 'reserved' ? 'text-warning' : 'text-muted',
        )}
      >
        {STATUS_LABELS[item.status]}
      </span>
      <span className="hidden w-16 text-right text-xs text-subtle tabular-nums min-[420px]:inline">
        {dateFormat.format(new Date(item.createdAt))}
      </span>
    </li>
  );
}
