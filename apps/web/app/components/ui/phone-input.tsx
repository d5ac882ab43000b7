import { normalizePhone, PHONE_COUNTRY_PREFIX, PHONE_MASK } from '@lootmarket/domain';
import clsx from 'clsx';
import { Phone } from 'lucide-react';
import { useEffect, useRef, type ComponentPropsWithRef } from 'react';
import { useIMask } from 'react-imask';
import { Affix, bareInputClassName, FieldBox, useFieldFrame, type FieldFrameProps } from './field';

const MASK_OPTIONS = {
  mask: PHONE_MASK,
  // A pasted full number ("8 912 345-67-89", "+7 912…") would otherwise put its 8 or 7 into the area code.
  prepare: (chunk: string) => {
    const phone = chunk.length > 1 ? normalizePhone(chunk) : null;
    return phone ? phone.slice(PHONE_COUNTRY_PREFIX.length) : chunk;
  },
};

export type PhoneInputProps = Omit<
  ComponentPropsWithRef<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'prefix' | 'ref'
> & {
  /** Stored form: '79123456789', or '' while the number is incomplete. */
  value?: string;
  onChange?: (value: string) => void;
} & Omit<FieldFrameProps, 'id' | 'required' | 'disabled'>;

const nationalDigits = (stored: string) =>
  stored.startsWith(PHONE_COUNTRY_PREFIX) ? stored.slice(PHONE_COUNTRY_PREFIX.length) : '';

/** A Russian phone typed into '+7 (000) 000-00-00'. */
export function PhoneInput({
  value,
  onChange,
  className,
  placeholder = '+7 (___) ___-__-__',
  ...props
}: PhoneInputProps) {
  const { frame, control } = useFieldFrame(props);
  // The last value reported up; any other value arriving from outside (a form reset) is loaded into the mask.
  const emitted = useRef(value ?? '');
  const { ref, maskRef } = useIMask<HTMLInputElement, typeof MASK_OPTIONS>(MASK_OPTIONS, {
    defaultUnmaskedValue: nationalDigits(value ?? ''),
    onAccept: (_shown, mask) => {
      const stored = mask.masked.isComplete ? `${PHONE_COUNTRY_PREFIX}${mask.unmaskedValue}` : '';
      if (stored === emitted.current) return;
      emitted.current = stored;
      onChange?.(stored);
    },
  });

  useEffect(() => {
    if (value === undefined || value === emitted.current) return;
    emitted.current = value;
    // Set on the mask itself: the hook's own setter skips a value it believes it already holds.
    if (maskRef.current) maskRef.current.unmaskedValue = nationalDigits(value);
  }, [value, maskRef]);

  return (
    <FieldBox {...frame}>
      <Affix>
        <Phone aria-hidden />
      </Affix>
      <input
        {...control}
        ref={ref}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={placeholder}
        className={clsx(bareInputClassName, 'h-full tabular-nums', className)}
      />
    </FieldBox>
  );
}
