import {
  findVariationOverlap,
  variationRangeLabel,
  WIDGET_LIMITS,
  type WidgetSettings,
  type WidgetTag,
  type WidgetVariation,
} from '@lootmarket/domain';
import clsx from 'clsx';
import { Eye, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#app/components/ui/button';
import { VariationForm } from './variation-form';
import { CONDITION_LABELS } from './variation-labels';

/** A new variation starts as a copy of the default look, for 1 000 ₽ and more. */
function newVariation(settings: WidgetSettings): WidgetVariation {
  const { layout, animation, exitAnimation, durationMs, textColor, accentColor } = settings;
  const { fontSize, titleTemplate, textTemplate, soundVolume } = settings;
  return {
    id: crypto.randomUUID().slice(0, 8),
    name: `Вариация ${settings.variations.length + 1}`,
    currency: 'rub',
    minAmount: 100_000,
    maxAmount: null,
    condition: 'any',
    imageId: null,
    soundId: null,
    ...{ layout, animation, exitAnimation, durationMs, textColor, accentColor },
    ...{ fontSize, titleTemplate, textTemplate, soundVolume },
    tts: null,
  };
}

/**
 * Looks for amount ranges: the list, one open for editing, and the refusal of overlapping ranges shown
 * as the server would answer it. Changes go into the draft and are saved with the rest of the settings.
 */
export function VariationsTab({
  settings,
  tags,
  previewing,
  onPreview,
  onChange,
}: {
  settings: WidgetSettings;
  tags: WidgetTag[];
  previewing: string | null;
  onPreview: (id: string | null) => void;
  onChange: (variations: WidgetVariation[]) => void;
}) {
  const [editing, setEditing] = useState<string | null>(null);
  const variations = settings.variations;
  const overlap = findVariationOverlap(variations);
  const edited = variations.find((variation) => variation.id === editing);

  const replace = (next: WidgetVariation) =>
    onChange(variations.map((variation) => (variation.id === next.id ? next : variation)));
  const add = () => {
    const created = newVariation(settings);
    onChange([...variations, created]);
    setEditing(created.id);
    onPreview(created.id);
  };
  const remove = (id: string) => {
    onChange(variations.filter((variation) => variation.id !== id));
    if (previewing === id) onPreview(null);
    if (editing === id) setEditing(null);
  };

  return (
    <div className="space-y-4">
      <p className="text-sm text-muted">
        Своя картинка, звук, текст и озвучка для донатов от определённой суммы. Срабатывает вариация с самой большой
        подходящей нижней границей; остальные донаты показываются в основном виде.
      </p>
      {overlap ? (
        <p
          role="alert"
          data-error-code={overlap.code}
          className="rounded-xl border border-danger bg-danger/10 p-3 text-sm"
        >
          {overlap.message}
        </p>
      ) : null}
      {edited ? (
        <VariationForm
          variation={edited}
          defaults={settings}
          tags={tags}
          onChange={replace}
          onDone={() => setEditing(null)}
        />
      ) : (
        <>
          {variations.length === 0 ? (
            <p className="rounded-xl border border-dashed border-border p-4 text-center text-sm text-muted">
              Вариаций пока нет: все донаты выглядят одинаково.
            </p>
          ) : (
            <ul className="space-y-2" aria-label="Вариации">
              {variations.map((variation) => (
                <VariationRow
                  key={variation.id}
                  variation={variation}
                  previewing={previewing === variation.id}
                  overlapping={overlap?.ids.includes(variation.id) ?? false}
                  onPreview={() => onPreview(previewing === variation.id ? null : variation.id)}
                  onEdit={() => (setEditing(variation.id), onPreview(variation.id))}
                  onRemove={() => remove(variation.id)}
                />
              ))}
            </ul>
          )}
          <Button
            variant="secondary"
            icon={<Plus />}
            disabled={variations.length >= WIDGET_LIMITS.variationsMax}
            onClick={add}
          >
            Добавить вариацию
          </Button>
        </>
      )}
    </div>
  );
}

function VariationRow({
  variation,
  previewing,
  overlapping,
  onPreview,
  onEdit,
  onRemove,
}: {
  variation: WidgetVariation;
  previewing: boolean;
  overlapping: boolean;
  onPreview: () => void;
  onEdit: () => void;
  onRemove: () => void;
}) {
  return (
    <li
      className={clsx(
        'flex flex-wrap items-center gap-3 rounded-xl border bg-surface-2 p-3',
        overlapping ? 'border-danger' : previewing ? 'border-primary' : 'border-border',
      )}
    >
      <div className="min-w-48 flex-1">
        <p className="truncate font-semibold">{variation.name}</p>
        <p className="text-sm text-muted">
          {variationRangeLabel(variation)}
          {variation.condition === 'any' ? '' : ` · ${CONDITION_LABELS[variation.condition]}`}
          {variation.tts?.enabled ? ' · с озвучкой' : ''}
        </p>
      </div>
      <div className="ml-auto flex gap-1">
        <Button
          size="sm"
          variant={previewing ? 'secondary' : 'ghost'}
          icon={<Eye />}
          aria-pressed={previewing}
          onClick={onPreview}
        >
          Предпросмотр
        </Button>
        <Button
          size="sm"
          variant="ghost"
          icon={<Pencil />}
          aria-label={`Изменить «${variation.name}»`}
          onClick={onEdit}
        />
        <Button
          size="sm"
          variant="ghost"
          icon={<Trash2 />}
          aria-label={`Удалить «${variation.name}»`}
          onClick={onRemove}
        />
      </div>
    </li>
  );
}
