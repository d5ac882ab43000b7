import { WIDGET_LIMITS, type WidgetSettings, type WidgetTag, type WidgetVariation } from '@lootmarket/domain';
import { Check } from 'lucide-react';
import { Button } from '#app/components/ui/button';
import { TextInput } from '#app/components/ui/text-input';
import { LibraryPicker, useLibrary } from './library-picker';
import { MoneyField } from './money-field';
import { ColorField, OptionGroup, RangeField } from './option-group';
import { SpeechTab } from './speech-tab';
import { TemplateTab } from './template-tab';
import { ANIMATION_LABELS, LAYOUT_LABELS } from './widget-labels';
import { CONDITION_LABELS, CURRENCY_LABELS, EXIT_ANIMATION_LABELS } from './variation-labels';

/** Everything one variation sets: its range and which alerts, then its own look, sound and speech. */
export function VariationForm({
  variation,
  defaults,
  tags,
  onChange,
  onDone,
}: {
  variation: WidgetVariation;
  defaults: WidgetSettings;
  tags: WidgetTag[];
  onChange: (next: WidgetVariation) => void;
  onDone: () => void;
}) {
  const change = (patch: Partial<WidgetVariation>) => onChange({ ...variation, ...patch });
  return (
    <section aria-label={`Вариация «${variation.name}»`} className="space-y-5">
      <TextInput
        label="Название вариации"
        value={variation.name}
        maxLength={WIDGET_LIMITS.nameMax}
        onChange={(event) => change({ name: event.target.value })}
      />
      <RangeFields variation={variation} onChange={change} />
      <MediaFields variation={variation} onChange={change} />
      <OptionGroup
        label="Расположение"
        value={variation.layout}
        options={LAYOUT_LABELS}
        onChange={(layout) => change({ layout })}
      />
      <div className="grid gap-5 tablet:grid-cols-2">
        <OptionGroup
          label="Появление"
          value={variation.animation}
          options={ANIMATION_LABELS}
          onChange={(animation) => change({ animation })}
        />
        <OptionGroup
          label="Исчезновение"
          value={variation.exitAnimation}
          options={EXIT_ANIMATION_LABELS}
          onChange={(exitAnimation) => change({ exitAnimation })}
        />
      </div>
      <div className="grid gap-5 tablet:grid-cols-2">
        <RangeField
          label="Длительность показа"
          value={variation.durationMs / 1000}
          min={WIDGET_LIMITS.durationMinMs / 1000}
          max={WIDGET_LIMITS.durationMaxMs / 1000}
          unit="с"
          onChange={(seconds) => change({ durationMs: seconds * 1000 })}
        />
        <RangeField
          label="Размер заголовка"
          value={variation.fontSize}
          min={WIDGET_LIMITS.fontSizeMin}
          max={WIDGET_LIMITS.fontSizeMax}
          unit="px"
          onChange={(fontSize) => change({ fontSize })}
        />
      </div>
      <div className="grid gap-2 tablet:grid-cols-2">
        <ColorField label="Цвет текста" value={variation.textColor} onChange={(textColor) => change({ textColor })} />
        <ColorField
          label="Цвет выделения"
          value={variation.accentColor}
          onChange={(accentColor) => change({ accentColor })}
        />
      </div>
      <TemplateTab
        label="Шаблон заголовка"
        value={variation.titleTemplate}
        tags={tags}
        onChange={(titleTemplate) => change({ titleTemplate })}
      />
      <TemplateTab
        label="Шаблон текста"
        value={variation.textTemplate}
        tags={tags}
        onChange={(textTemplate) => change({ textTemplate })}
      />
      <SpeechFields variation={variation} defaults={defaults} tags={tags} onChange={change} />
      <div className="border-t border-border pt-4">
        <Button variant="secondary" icon={<Check />} onClick={onDone}>
          К списку вариаций
        </Button>
      </div>
    </section>
  );
}

type Change = (patch: Partial<WidgetVariation>) => void;

function RangeFields({ variation, onChange }: { variation: WidgetVariation; onChange: Change }) {
  return (
    <div className="space-y-4 rounded-xl border border-border bg-surface-2/50 p-3">
      <OptionGroup
        label="Валюта доната"
        value={variation.currency}
        options={CURRENCY_LABELS}
        onChange={(currency) => onChange({ currency })}
      />
      <div className="grid grid-cols-2 gap-3">
        <MoneyField
          label="Сумма от"
          currency={variation.currency}
          value={variation.minAmount}
          onChange={(minAmount) => onChange({ minAmount: minAmount ?? 0 })}
        />
        <MoneyField
          label="Сумма до"
          hint="Не включая; пусто — без ограничения"
          currency={variation.currency}
          value={variation.maxAmount}
          placeholder="∞"
          onChange={(maxAmount) => onChange({ maxAmount })}
        />
      </div>
      <OptionGroup
        label="Для каких оповещений"
        value={variation.condition}
        options={CONDITION_LABELS}
        onChange={(condition) => onChange({ condition })}
      />
    </div>
  );
}

function MediaFields({ variation, onChange }: { variation: WidgetVariation; onChange: Change }) {
  const library = useLibrary();
  const url = (kind: 'images' | 'sounds', id: string | null) =>
    library?.[kind].find((item) => item.id === id)?.url ?? null;
  return (
    <div className="space-y-4">
      <div className="space-y-2">
        <div className="flex items-center justify-between gap-2">
          <p className="text-sm font-semibold">Изображение</p>
          <KeepDefault active={variation.imageId === null} onClick={() => onChange({ imageId: null })} />
        </div>
        <LibraryPicker
          kind="image"
          currentUrl={url('images', variation.imageId)}
          busy={false}
          onPick={(imageId) => onChange({ imageId })}
        />
      </div>
      <div className="space-y-2">
        <div className="flex items-center justify-between gap-2">
          <p className="text-sm font-semibold">Звук</p>
          <KeepDefault active={variation.soundId === null} onClick={() => onChange({ soundId: null })} />
        </div>
        <LibraryPicker
          kind="sound"
          currentUrl={url('sounds', variation.soundId)}
          busy={false}
          onPick={(soundId) => onChange({ soundId })}
        />
        <RangeField
          label="Громкость звука"
          value={variation.soundVolume}
          min={0}
          max={100}
          unit="%"
          onChange={(soundVolume) => onChange({ soundVolume })}
        />
      </div>
    </div>
  );
}

function KeepDefault({ active, onClick }: { active: boolean; onClick: () => void }) {
  return (
    <Button size="sm" variant={active ? 'secondary' : 'ghost'} aria-pressed={active} onClick={onClick}>
      Как в основном виде
    </Button>
  );
}

function SpeechFields({
  variation,
  defaults,
  tags,
  onChange,
}: {
  variation: WidgetVariation;
  defaults: WidgetSettings;
  tags: WidgetTag[];
  onChange: Change;
}) {
  return (
    <div className="space-y-4 rounded-xl border border-border p-3">
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-primary"
          checked={variation.tts !== null}
          onChange={(event) => onChange({ tts: event.target.checked ? { ...defaults.tts, enabled: true } : null })}
        />
        <span>
          <span className="block text-sm font-semibold">Своя озвучка</span>
          <span className="block text-sm text-muted">Без неё сообщения читаются по настройкам вкладки «Озвучка».</span>
        </span>
      </label>
      {variation.tts ? <SpeechTab tts={variation.tts} tags={tags} onChange={(tts) => onChange({ tts })} /> : null}
    </div>
  );
}
