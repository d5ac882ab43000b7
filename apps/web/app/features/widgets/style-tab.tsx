import {
  GOAL_DISPLAY_FORMAT_LABELS,
  parseMoneyInput,
  WIDGET_LIMITS,
  type WidgetSettings,
  type WidgetType,
} from '@lootmarket/domain';
import { TextInput } from '#app/components/ui/text-input';
import { ANIMATION_LABELS, LAYOUT_LABELS, TITLE_DATE_LABELS } from './widget-labels';
import { ColorField, OptionGroup, RangeField } from './option-group';
import { EXIT_ANIMATION_LABELS } from './variation-labels';

type Change = (patch: Partial<WidgetSettings>) => void;

/** Layout, motion, colours, size, duration and the minimum amount shown. */
export function StyleTab({
  type,
  settings,
  onChange,
}: {
  type: WidgetType;
  settings: WidgetSettings;
  onChange: Change;
}) {
  return (
    <div className="space-y-5">
      <TextInput
        label="Название виджета"
        value={settings.name}
        maxLength={WIDGET_LIMITS.nameMax}
        onChange={(event) => onChange({ name: event.target.value })}
      />
      {type === 'goal' ? (
        <>
          <OptionGroup
            label="Название и дата цели"
            value={settings.titleDateLayout}
            options={TITLE_DATE_LABELS}
            onChange={(titleDateLayout) => onChange({ titleDateLayout })}
          />
          <OptionGroup
            label="Формат прогресса"
            value={settings.goalDisplayFormat}
            options={GOAL_DISPLAY_FORMAT_LABELS}
            onChange={(goalDisplayFormat) => onChange({ goalDisplayFormat })}
          />
        </>
      ) : (
        <>
          <OptionGroup
            label="Расположение"
            value={settings.layout}
            options={LAYOUT_LABELS}
            onChange={(layout) => onChange({ layout })}
          />
          <OptionGroup
            label="Анимация"
            value={settings.animation}
            options={ANIMATION_LABELS}
            onChange={(animation) => onChange({ animation })}
          />
          <OptionGroup
            label="Исчезновение"
            value={settings.exitAnimation}
            options={EXIT_ANIMATION_LABELS}
            onChange={(exitAnimation) => onChange({ exitAnimation })}
          />
          <RangeField
            label="Длительность показа"
            value={settings.durationMs / 1000}
            min={WIDGET_LIMITS.durationMinMs / 1000}
            max={WIDGET_LIMITS.durationMaxMs / 1000}
            unit="с"
            onChange={(seconds) => onChange({ durationMs: seconds * 1000 })}
          />
          <MinAmountField settings={settings} onChange={onChange} />
        </>
      )}
      <RangeField
        label="Размер заголовка"
        value={settings.fontSize}
        min={WIDGET_LIMITS.fontSizeMin}
        max={WIDGET_LIMITS.fontSizeMax}
        unit="px"
        onChange={(fontSize) => onChange({ fontSize })}
      />
      <div className="grid gap-2">
        <ColorField label="Цвет текста" value={settings.textColor} onChange={(textColor) => onChange({ textColor })} />
        <ColorField
          label="Цвет выделения"
          value={settings.accentColor}
          onChange={(accentColor) => onChange({ accentColor })}
        />
      </div>
    </div>
  );
}

function MinAmountField({ settings, onChange }: { settings: WidgetSettings; onChange: Change }) {
  const rubles = settings.minAmounts.rub / 100;
  return (
    <TextInput
      label="Минимальная сумма для показа"
      hint="Донаты меньше этой суммы не появятся на стриме"
      inputMode="numeric"
      suffix="₽"
      value={rubles === 0 ? '' : String(rubles)}
      placeholder="0"
      onChange={(event) => {
        const minor = event.target.value.trim() === '' ? 0 : parseMoneyInput(event.target.value, 'rub');
        if (minor !== null && minor <= 100_000_000) onChange({ minAmounts: { ...settings.minAmounts, rub: minor } });
      }}
    />
  );
}
