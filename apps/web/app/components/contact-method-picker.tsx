import { CONTACT_METHODS, CONTACT_METHOD_TEXT, type ContactMethod } from '@lootmarket/domain';
import { clsx } from 'clsx';

export interface ContactMethodPickerProps {
  value: ContactMethod;
  onChange: (method: ContactMethod) => void;
  /** The group's name for assistive technology and the form. */
  name?: string;
  label?: string;
}

/** Spec §3 contact methods as one segmented choice; used wherever a person says how to reach them. */
export function ContactMethodPicker({
  value,
  onChange,
  name = 'contact_method',
  label = 'Способ связи',
}: ContactMethodPickerProps) {
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium">{label}</legend>
      <div className="grid grid-cols-3 gap-1 rounded-xl bg-surface-2 p-1">
        {CONTACT_METHODS.map((method) => (
          <label
            key={method}
            className={clsx(
              'flex h-10 cursor-pointer items-center justify-center rounded-lg text-sm font-medium transition-colors has-focus-visible:ring-2 has-focus-visible:ring-primary',
              method === value ? 'bg-surface text-text shadow-sm' : 'text-muted hover:text-text',
            )}
          >
            <input
              type="radio"
              name={name}
              value={method}
              checked={method === value}
              onChange={() => onChange(method)}
              className="sr-only"
            />
            {CONTACT_METHOD_TEXT[method].name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
