import type { KeyUploadResult } from '@lootmarket/domain';

/** Each refusal's reason in a few words; the server's message says the same at more length. */
const REASONS: Readonly<Partial<Record<KeyUploadResult['rejections'][number]['reason'], string>>> = {
  too_long: 'Длиннее 500 символов',
  duplicate_in_upload: 'Повтор в этой загрузке',
  duplicate_in_stock: 'Уже есть в наличии',
};

/** What one upload did: counts first, then the refused lines with their reasons. */
export function StockUploadResult({ result }: { result: KeyUploadResult }) {
  const listed = result.rejections.length;
  const refused = result.duplicates + result.rejected;
  return (
    <section aria-label="Итог загрузки" className="space-y-3 rounded-xl border border-border bg-surface-2 p-3">
      <dl className="grid grid-cols-3 gap-2 text-center">
        <Count label="Добавлено" value={result.added} tone="text-success" />
        <Count label="Дубликаты" value={result.duplicates} tone={result.duplicates ? 'text-warning' : 'text-muted'} />
        <Count label="Отклонено" value={result.rejected} tone={result.rejected ? 'text-danger' : 'text-muted'} />
      </dl>
      {listed > 0 ? (
        <details open={listed <= 5}>
          <summary className="cursor-pointer text-sm font-medium">Не добавлены ({refused})</summary>
          <ul className="mt-2 max-h-48 space-y-1 overflow-y-auto text-sm" aria-label="Не добавленные строки">
            {result.rejections.map((rejection) => (
              <li key={`${rejection.line}-${rejection.reason}`} className="flex gap-2">
                <span className="shrink-0 text-subtle tabular-nums">Строка {rejection.line}</span>
                <span>{REASONS[rejection.reason] ?? rejection.message}</span>
              </li>
            ))}
          </ul>
          {refused > listed ? <p className="mt-1 text-xs text-muted">Показаны первые {listed}.</p> : null}
        </details>
      ) : null}
    </section>
  );
}

function Count({ label, value, tone }: { label: string; value: number; tone: string }) {
  return (
    <div>
      <dt className="text-xs text-subtle">{label}</dt>
      <dd className={`text-lg font-bold tabular-nums ${tone}`}>{value.toLocaleString('ru-RU')}</dd>
    </div>
  );
}
