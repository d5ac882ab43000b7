import type { ProductInput } from '@lootmarket/domain';
import clsx from 'clsx';
import { ChevronDown } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { bareInputClassName, controlBoxClassName, Field, useFieldControl } from '#app/components/ui/field';
import { TextInput } from '#app/components/ui/text-input';

const INPUT_TYPES = { text: 'text', email: 'email', password: 'password', url: 'url', digits: 'text' } as const;

/** One buyer input: a text box of the right kind, or a native select for the kinds with choices. */
export function BuyerInputField({
  input,
  registration,
  initialValue,
  error,
}: {
  input: ProductInput;
  registration: UseFormRegisterReturn;
  /** In the server's HTML too, so hydration never changes a box someone is typing in. */
  initialValue?: string;
  error?: string;
}) {
  const aria = useFieldControl({ hint: input.hint, error });
  if (input.control === 'select') {
    return (
      <Field id={aria.id} label={input.label} hint={input.hint} error={error} required={input.required}>
        <div className={clsx(controlBoxClassName({ invalid: Boolean(error) }), 'relative h-12 tablet:h-11')}>
          <select
            {...registration}
            {...aria}
            required={input.required}
            defaultValue=""
            className={clsx(bareInputClassName, 'h-full appearance-none pr-6')}
          >
            <option value="" disabled>
              {input.placeholder}
            </option>
            {input.options?.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <ChevronDown aria-hidden className="pointer-events-none absolute right-3 size-4 text-muted" />
        </div>
      </Field>
    );
  }
  return (
    <TextInput
      {...registration}
      defaultValue={initialValue}
      id={aria.id}
      type={INPUT_TYPES[input.control]}
      inputMode={input.control === 'digits' ? 'numeric' : input.control === 'email' ? 'email' : undefined}
      autoComplete={input.control === 'password' ? 'off' : input.control === 'email' ? 'email' : 'off'}
      spellCheck={false}
      label={input.label}
      placeholder={input.placeholder}
      hint={input.hint}
      error={error}
      required={input.required}
    />
  );
}
