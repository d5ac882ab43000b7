import { WIDGET_LIMITS, type WidgetTag } from '@lootmarket/domain';
import { TextArea } from '#app/components/ui/text-input';

/** A title or text template with the placeholders it may use; a click on one appends it. */
export function TemplateTab({
  label,
  value,
  tags,
  onChange,
}: {
  label: string;
  value: string;
  tags: WidgetTag[];
  onChange: (next: string) => void;
}) {
  return (
    <div className="space-y-4">
      <TextArea
        label={label}
        value={value}
        rows={3}
        counter={WIDGET_LIMITS.templateMax}
        onChange={(event) => onChange(event.target.value)}
      />
      <div className="space-y-2">
        <p className="text-sm font-medium">Подстановки</p>
        <ul className="flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li key={tag.tag}>
              <button
                type="button"
                onClick={() =>
                  onChange(
                    `${value}${value && !value.endsWith(' ') ? ' ' : ''}${tag.tag}`.slice(0, WIDGET_LIMITS.templateMax),
                  )
                }
                className="rounded-xl border border-border bg-surface-2 px-3 py-2 text-left text-sm transition-colors hover:border-subtle"
              >
                <span className="font-mono text-primary">{tag.tag}</span>
                <span className="ml-2 text-muted">{tag.label}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
