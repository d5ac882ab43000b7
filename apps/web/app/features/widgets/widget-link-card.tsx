import type { Widget } from '@lootmarket/domain';
import clsx from 'clsx';
import { Copy, Eye, EyeOff, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#app/components/ui/button';
import { useToast } from '#app/components/ui/toast';
import { failureMessage } from '#app/lib/api/api-error';
import { widgetsApi } from './widgets-api';

/** The secret address to paste into OBS: hidden by default (dashboards end up on stream), copy and rotate. */
export function WidgetLinkCard({
  widget,
  origin,
  connected,
  onWidget,
}: {
  widget: Widget;
  origin: string;
  connected: boolean;
  onWidget: (next: Widget) => void;
}) {
  const toast = useToast();
  const [visible, setVisible] = useState(false);
  const [rotating, setRotating] = useState(false);
  const url = `${origin}${widget.widgetPath}`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast.show({ type: 'success', message: 'Ссылка скопирована' });
    } catch {
      toast.show({ type: 'error', message: 'Не удалось скопировать. Выделите ссылку вручную' });
      setVisible(true);
    }
  }

  async function rotate() {
    if (!window.confirm('Старая ссылка перестанет работать, и виджет в OBS отключится. Сменить ссылку?')) return;
    setRotating(true);
    try {
      onWidget(await widgetsApi.rotateToken(widget.id));
      toast.show({ type: 'success', message: 'Ссылка обновлена. Вставьте новую в OBS' });
    } catch (error) {
      toast.show({ type: 'error', message: failureMessage(error, 'Не удалось сменить ссылку') });
    } finally {
      setRotating(false);
    }
  }

  return (
    <section aria-label="Ссылка для OBS" className="space-y-3 rounded-card border border-border bg-surface p-4">
      <div className="flex items-center justify-between gap-3">
        <h2 className="font-semibold">Ссылка для OBS</h2>
        <p
          role="status"
          className={clsx('flex items-center gap-2 text-sm font-medium', connected ? 'text-success' : 'text-muted')}
        >
          <span
            aria-hidden="true"
            className={clsx(
              'size-2.5 rounded-full',
              connected ? 'bg-success shadow-[0_0_10px_var(--color-success)]' : 'bg-subtle',
            )}
          />
          {connected ? 'Виджет подключён' : 'Виджет не подключён'}
        </p>
      </div>
      <div className="flex items-center gap-2 rounded-xl border border-border bg-surface-2 px-3 py-2.5">
        <code
          data-testid="widget-url"
          data-url={url}
          className="min-w-0 flex-1 truncate font-mono text-sm text-muted select-all"
        >
          {visible ? url : `${origin}/widget/${'•'.repeat(24)}`}
        </code>
        <button
          type="button"
          onClick={() => setVisible(!visible)}
          aria-label={visible ? 'Скрыть ссылку' : 'Показать ссылку'}
          className="text-muted hover:text-text"
        >
          {visible ? <EyeOff aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
        </button>
      </div>
      <p className="text-xs text-muted">
        Добавьте в OBS источник «Браузер» с этой ссылкой. Не показывайте её на стриме: по ней можно выводить оповещения.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" icon={<Copy />} onClick={() => void copy()}>
          Копировать
        </Button>
        <Button variant="secondary" size="sm" icon={<RefreshCw />} loading={rotating} onClick={() => void rotate()}>
          Сменить ссылку
        </Button>
      </div>
    </section>
  );
}
