import type { Widget } from '@lootmarket/domain';
import { MonitorPlay } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#app/components/ui/button';
import { useToast } from '#app/components/ui/toast';
import { failureMessage } from '#app/lib/api/api-error';
import { WidgetLinkCard } from './widget-link-card';
import { widgetsApi } from './widgets-api';

/** The media widget's secret OBS address, made on first use. */
export function MediaWidgetCard({ initial, origin }: { initial: Widget | null; origin: string }) {
  const [widget, setWidget] = useState(initial);
  const [creating, setCreating] = useState(false);
  const toast = useToast();

  async function create() {
    setCreating(true);
    try {
      setWidget(await widgetsApi.create('media'));
    } catch (error) {
      toast.show({ type: 'error', message: failureMessage(error, 'Не удалось создать виджет') });
    } finally {
      setCreating(false);
    }
  }

  if (widget)
    return <WidgetLinkCard widget={widget} origin={origin} connected={widget.connected} onWidget={setWidget} />;
  return (
    <section
      aria-label="Ссылка для OBS"
      className="flex flex-col gap-3 rounded-card border border-border bg-surface p-4 tablet:flex-row tablet:items-center"
    >
      <MonitorPlay aria-hidden className="size-8 shrink-0 text-primary" />
      <p className="flex-1 text-sm text-muted">
        Видео показывает отдельный виджет. Создайте ссылку и добавьте её в OBS как источник «Браузер».
      </p>
      <Button size="sm" loading={creating} onClick={() => void create()} data-testid="media-widget-create">
        Создать ссылку для OBS
      </Button>
    </section>
  );
}
