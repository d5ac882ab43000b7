import type { WidgetLibrary } from '@lootmarket/domain';
import clsx from 'clsx';
import { Music } from 'lucide-react';
import { useEffect, useState } from 'react';
import { widgetsApi } from './widgets-api';

let loaded: Promise<WidgetLibrary> | null = null;
/** The library is the same for everyone and every tab: one request per page. */
const loadLibrary = () =>
  (loaded ??= widgetsApi.library().catch((error: unknown) => ((loaded = null), Promise.reject(error))));

/** The built-in library once loaded; null until then or when it could not be. */
export function useLibrary(): WidgetLibrary | null {
  const [library, setLibrary] = useState<WidgetLibrary | null>(null);
  useEffect(() => {
    void loadLibrary().then(setLibrary, () => {});
  }, []);
  return library;
}

/** The built-in pictures or sounds; a click puts one on the widget. */
export function LibraryPicker({
  kind,
  currentUrl,
  busy,
  onPick,
}: {
  kind: 'image' | 'sound';
  currentUrl: string | null;
  busy: boolean;
  onPick: (itemId: string) => void;
}) {
  const library = useLibrary();
  if (!library) return null;
  const tile = (selected: boolean) =>
    clsx(
      'rounded-xl border p-2 text-sm transition-colors disabled:opacity-60',
      selected ? 'border-primary bg-primary-soft' : 'border-border bg-surface-2 hover:border-subtle',
    );

  return (
    <section className="space-y-2" aria-label={kind === 'image' ? 'Библиотека изображений' : 'Библиотека звуков'}>
      <p className="text-sm font-medium">Или выберите из библиотеки</p>
      {kind === 'image' ? (
        <ul className="grid grid-cols-4 gap-2 tablet:grid-cols-6">
          {library.images.map((image) => (
            <li key={image.id}>
              <button
                type="button"
                disabled={busy}
                aria-pressed={currentUrl === image.url}
                className={clsx(tile(currentUrl === image.url), 'grid w-full place-items-center')}
                onClick={() => onPick(image.id)}
              >
                <img src={image.url} alt={image.title} className="size-12" loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <ul className="grid grid-cols-2 gap-2">
          {library.sounds.map((sound) => (
            <li key={sound.id}>
              <button
                type="button"
                disabled={busy}
                aria-pressed={currentUrl === sound.url}
                className={clsx(tile(currentUrl === sound.url), 'flex w-full items-center gap-2 text-left')}
                onClick={() => onPick(sound.id)}
              >
                <Music aria-hidden="true" className="size-4 shrink-0 text-primary" />
                <span className="min-w-0 flex-1 truncate">{sound.title}</span>
                <span className="text-xs text-muted tabular-nums">{(sound.durationMs / 1000).toFixed(1)} с</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
