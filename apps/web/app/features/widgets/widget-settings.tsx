import {
  VARIATION_OVERLAP_CODE,
  WIDGET_SETTINGS_TABS,
  widgetSettingsSchema,
  type AlertQueue,
  type Widget,
  type WidgetSettings,
  type WidgetSettingsTab,
  type WidgetTag,
  type WidgetType,
} from '@lootmarket/domain';
import clsx from 'clsx';
import { Plus, Save } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Button } from '#app/components/ui/button';
import { TabPanel, Tabs } from '#app/components/ui/tabs';
import { useToast } from '#app/components/ui/toast';
import { AlertPreview } from './alert-preview';
import { lookFor } from './alert-looks';
import { useLibrary } from './library-picker';
import { VariationsTab } from './variations-tab';
import { MediaTab } from './media-tab';
import { QueueControls } from './queue-controls';
import { SpeechTab } from './speech-tab';
import { StyleTab } from './style-tab';
import { TemplateTab } from './template-tab';
import { SETTINGS_TAB_LABELS, WIDGET_TYPE_LABELS } from './widget-labels';
import { WidgetLinkCard } from './widget-link-card';
import { ApiError, failureMessage } from '#app/lib/api/api-error';
import { widgetsApi } from './widgets-api';

const QUEUE_POLL_MS = 5_000;

export interface WidgetSettingsProps {
  initialWidgets: Widget[];
  tags: WidgetTag[];
  origin: string;
}

/** The notification settings of the donations dashboard: pick a widget, tune it with a live preview, test it. */
export function WidgetSettingsPanel({ initialWidgets, tags, origin }: WidgetSettingsProps) {
  const toast = useToast();
  const [widgets, setWidgets] = useState(initialWidgets);
  const [selectedId, setSelectedId] = useState(initialWidgets[0]?.id ?? null);
  const widget = widgets.find((item) => item.id === selectedId) ?? null;
  const [creating, setCreating] = useState(false);

  const replaceWidget = useCallback(
    (next: Widget) => setWidgets((list) => list.map((item) => (item.id === next.id ? next : item))),
    [],
  );

  async function create(type: Exclude<WidgetType, 'unknown'>) {
    setCreating(true);
    try {
      const created = await widgetsApi.create(type);
      setWidgets((list) => [...list, created]);
      setSelectedId(created.id);
    } catch (error) {
      toast.show({ type: 'error', message: failureMessage(error, 'Не удалось создать виджет') });
    } finally {
      setCreating(false);
    }
  }

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Виджеты">
        {widgets.map((item) => (
          <button
            key={item.id}
            type="button"
            aria-pressed={item.id === selectedId}
            onClick={() => setSelectedId(item.id)}
            className={clsx(
              'rounded-xl border px-3 py-2 text-sm font-medium transition-colors',
              item.id === selectedId
                ? 'border-primary bg-primary-soft'
                : 'border-border bg-surface text-muted hover:text-text',
            )}
          >
            {item.settings.name}
            <span className="ml-2 text-xs text-muted">
              {WIDGET_TYPE_LABELS[item.type as keyof typeof WIDGET_TYPE_LABELS] ?? ''}
            </span>
          </button>
        ))}
        <NewWidgetMenu busy={creating} onCreate={(type) => void create(type)} emphasised={widgets.length === 0} />
      </div>
      {widget ? (
        <WidgetEditor key={widget.id} widget={widget} tags={tags} origin={origin} onWidget={replaceWidget} />
      ) : (
        <EmptyWidgets />
      )}
    </div>
  );
}

/** On a phone the preview sits above the form: bring it into view when a variation is previewed. */
function revealPreview() {
  document.getElementById('alert-preview')?.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
}

/** The preview of the draft: the variation being looked at, or the default look. */
function DraftPreview({
  widget,
  draft,
  variationId,
  replayKey,
}: {
  widget: Widget;
  draft: WidgetSettings;
  variationId: string | null;
  replayKey: number;
}) {
  const library = useLibrary();
  const variation = draft.variations.find((item) => item.id === variationId) ?? null;
  const look = lookFor({ settings: draft, imageUrl: widget.imageUrl, soundUrl: widget.soundUrl }, variation, library);
  const example = widget.type === 'offer' ? 129_000 : 15_000;
  return (
    <AlertPreview
      type={widget.type}
      look={look}
      amount={
        variation ? { amount: variation.minAmount, currency: variation.currency } : { amount: example, currency: 'rub' }
      }
      caption={
        variation
          ? `Предпросмотр вариации «${variation.name}»: так её увидят зрители`
          : 'Предпросмотр: так оповещение увидят зрители'
      }
      replayKey={replayKey}
    />
  );
}

function NewWidgetMenu({
  busy,
  emphasised,
  onCreate,
}: {
  busy: boolean;
  emphasised: boolean;
  onCreate: (type: keyof typeof WIDGET_TYPE_LABELS) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <div className="relative">
      <Button
        size="sm"
        variant={emphasised ? 'primary' : 'ghost'}
        icon={<Plus />}
        loading={busy}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        Новый виджет
      </Button>
      {open ? (
        <ul className="absolute left-0 z-20 mt-2 w-56 rounded-xl border border-border bg-surface-2 p-1 shadow-card">
          {(Object.keys(WIDGET_TYPE_LABELS) as (keyof typeof WIDGET_TYPE_LABELS)[]).map((type) => (
            <li key={type}>
              <button
                type="button"
                className="w-full rounded-lg px-3 py-2 text-left text-sm hover:bg-surface-3"
                onClick={() => (setOpen(false), onCreate(type))}
              >
                {WIDGET_TYPE_LABELS[type]}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function EmptyWidgets() {
  return (
    <div className="rounded-card border border-border bg-surface p-6 text-center">
      <p className="font-semibold">У вас пока нет виджетов</p>
      <p className="mt-1 text-sm text-muted">
        Создайте виджет оповещений и добавьте его ссылку в OBS как источник «Браузер».
      </p>
    </div>
  );
}

function WidgetEditor({
  widget,
  tags,
  origin,
  onWidget,
}: {
  widget: Widget;
  tags: WidgetTag[];
  origin: string;
  onWidget: (next: Widget) => void;
}) {
  const toast = useToast();
  const [draft, setDraft] = useState<WidgetSettings>(widget.settings);
  const [tab, setTab] = useState<WidgetSettingsTab>('style');
  const [saving, setSaving] = useState(false);
  const [queue, setQueue] = useState<AlertQueue | null>(null);
  const [replayKey, setReplayKey] = useState(0);
  const [previewing, setPreviewing] = useState<string | null>(null);
  const dirty = JSON.stringify(draft) !== JSON.stringify(widget.settings);
  const change = (patch: Partial<WidgetSettings>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setReplayKey((key) => key + 1);
  };

  const refreshQueue = useCallback(() => void widgetsApi.queue().then(setQueue, () => {}), []);
  useEffect(() => {
    refreshQueue();
    const timer = setInterval(refreshQueue, QUEUE_POLL_MS);
    return () => clearInterval(timer);
  }, [refreshQueue]);

  async function save() {
    const parsed = widgetSettingsSchema.safeParse(draft);
    if (!parsed.success)
      return toast.show({ type: 'error', message: parsed.error.issues[0]?.message ?? 'Проверьте настройки' });
    setSaving(true);
    try {
      onWidget(await widgetsApi.saveSettings(widget.id, parsed.data));
      toast.show({ type: 'success', message: 'Настройки сохранены' });
    } catch (error) {
      const message = failureMessage(error, 'Не удалось сохранить настройки');
      // The overlapping pair is marked on the variations tab, with the same message.
      if (error instanceof ApiError && error.code === VARIATION_OVERLAP_CODE) setTab('variations');
      toast.show({ type: 'error', message });
    } finally {
      setSaving(false);
    }
  }

  const connected = queue?.widgets.find((item) => item.id === widget.id)?.connected ?? widget.connected;
  return (
    // Phones see the preview first, so each change shows right above the controls; wide screens keep it beside them.
    <div className="grid items-start gap-5 desktop:grid-cols-[minmax(0,1fr)_minmax(0,360px)] desktop:grid-rows-[auto_auto_1fr]">
      <div className="min-w-0 desktop:col-start-2 desktop:row-start-1">
        <DraftPreview
          widget={widget}
          draft={draft}
          variationId={tab === 'variations' ? previewing : null}
          replayKey={replayKey}
        />
      </div>
      <section
        aria-label="Настройки оповещения"
        className="min-w-0 rounded-card border border-border bg-surface p-4 tablet:p-5 desktop:col-start-1 desktop:row-span-3 desktop:row-start-1"
      >
        <Tabs
          items={WIDGET_SETTINGS_TABS.filter(
            (value) => widget.type !== 'goal' || (value !== 'speech' && value !== 'variations'),
          ).map((value) => ({
            value,
            label: SETTINGS_TAB_LABELS[value],
          }))}
          value={tab}
          onValueChange={(value) => setTab(value as WidgetSettingsTab)}
          aria-label="Настройки оповещения"
        >
          <TabPanel value="style">
            <StyleTab type={widget.type} settings={draft} onChange={change} />
          </TabPanel>
          <TabPanel value="image">
            <MediaTab
              kind="image"
              widget={widget}
              volume={draft.soundVolume}
              onVolume={(soundVolume) => change({ soundVolume })}
              onWidget={onWidget}
            />
          </TabPanel>
          <TabPanel value="sound">
            <MediaTab
              kind="sound"
              widget={widget}
              volume={draft.soundVolume}
              onVolume={(soundVolume) => change({ soundVolume })}
              onWidget={onWidget}
            />
          </TabPanel>
          <TabPanel value="title">
            <TemplateTab
              label="Шаблон заголовка"
              value={draft.titleTemplate}
              tags={tags}
              onChange={(titleTemplate) => change({ titleTemplate })}
            />
          </TabPanel>
          <TabPanel value="text">
            <TemplateTab
              label="Шаблон текста"
              value={draft.textTemplate}
              tags={tags}
              onChange={(textTemplate) => change({ textTemplate })}
            />
          </TabPanel>
          <TabPanel value="speech">
            <SpeechTab tts={draft.tts} tags={tags} onChange={(tts) => change({ tts })} />
          </TabPanel>
          <TabPanel value="variations">
            <VariationsTab
              settings={draft}
              tags={tags}
              previewing={previewing}
              onPreview={(id) => (setPreviewing(id), setReplayKey((key) => key + 1), revealPreview())}
              onChange={(variations) => change({ variations })}
            />
          </TabPanel>
        </Tabs>
        <div className="mt-5 flex items-center gap-3 border-t border-border pt-4">
          <Button icon={<Save />} loading={saving} disabled={!dirty} onClick={() => void save()}>
            Сохранить
          </Button>
          {dirty ? <span className="text-sm text-muted">Есть несохранённые изменения</span> : null}
        </div>
      </section>
      <div className="min-w-0 space-y-4 desktop:col-start-2 desktop:row-start-2">
        <WidgetLinkCard widget={widget} origin={origin} connected={connected} onWidget={onWidget} />
        <QueueControls type={widget.type} queue={queue} onChanged={refreshQueue} />
      </div>
    </div>
  );
}
