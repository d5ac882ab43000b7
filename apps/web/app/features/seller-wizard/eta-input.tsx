import clsx from 'clsx';
import { TextInput } from '#app/components/ui/text-input';

/** Delivery promises sellers pick most; anything else is typed in minutes. */
const PRESETS = [
  { minutes: 5, label: '5 минут' },
  { minutes: 30, label: '30 минут' },
  { minutes: 60, label: '1 час' },
  { minutes: 360, label: '6 часов' },
  { minutes: 1440, label: '24 часа' },
] as const;

export interface EtaInputProps {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  required: boolean;
  name: string;
  /** Minutes as typed. */
  value: string;
  onChange: (value: string) => void;
}

/** `eta`: how soon after payment the buyer gets the goods, in minutes, with the usual promises one tap away. */
export function EtaInput({ value, onChange, ...frame }: EtaInputProps) {
  return (
    <div className="space-y-2">
      <TextInput
        {...frame}
        inputMode="numeric"
        suffix="мин"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <div className="flex flex-wrap gap-2" role="group" aria-label="Быстрый выбор срока">
        {PRESETS.map((preset) => (
          <button
            key={preset.minutes}
            type="button"
            aria-pressed={value === String(preset.minutes)}
            onClick={() => onChange(String(preset.minutes))}
            className={clsx(
              'h-9 rounded-lg border px-3 text-sm transition-colors',
              value === String(preset.minutes)
                ? 'border-primary bg-primary-soft text-text'
                : 'border-border bg-surface-2 text-muted hover:text-text',
            )}
          >
            {preset.label}
          </button>
        ))}
      </div>
    </div>
  );
}
