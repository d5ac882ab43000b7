import { parseTags } from '@lootmarket/domain';
import clsx from 'clsx';
import { X } from 'lucide-react';
import { useRef, useState, type ComponentPropsWithRef, type KeyboardEvent } from 'react';
import { bareInputClassName, FieldBox, useFieldFrame, type FieldFrameProps } from './field';

export type TagsInputProps = Omit<
  ComponentPropsWithRef<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'max' | 'ref'
> & {
  value: string[];
  onChange: (tags: string[]) => void;
  /** Most tags allowed; 0 means no limit. */
  max?: number;
} & Omit<FieldFrameProps, 'id' | 'required' | 'disabled'>;

const SEPARATOR = /[\s,;]/;

function afterLastSeparator(text: string): number {
  for (let i = text.length - 1; i >= 0; i -= 1) if (SEPARATOR.test(text.charAt(i))) return i + 1;
  return 0;
}

/** Tags typed or pasted as text: whitespace, commas and semicolons end a tag. */
export function TagsInput({
  value,
  onChange,
  max = 0,
  className,
  onBlur,
  onKeyDown,
  placeholder,
  ...props
}: TagsInputProps) {
  const { frame, control } = useFieldFrame(props);
  const { required, disabled } = props;
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const full = max > 0 && value.length >= max;

  function commit(text: string) {
    const next = parseTags(text, value, max);
    if (next.length !== value.length) onChange(next);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    onKeyDown?.(event);
    if (event.key === 'Enter' && draft.trim()) {
      // Enter finishes the tag instead of submitting the form around it.
      event.preventDefault();
      commit(draft);
      setDraft('');
    } else if (event.key === 'Backspace' && draft === '' && value.length > 0) {
      event.preventDefault();
      onChange(value.slice(0, -1));
    }
  }

  return (
    <FieldBox
      {...frame}
      aside={max > 0 ? `${value.length}/${max}` : undefined}
      boxClassName="min-h-12 flex-wrap gap-1.5 py-2 tablet:min-h-11"
      onBoxClick={() => inputRef.current?.focus()}
    >
      {value.length > 0 ? (
        <ul className="contents">
          {value.map((tag) => (
            <li
              key={tag}
              className="inline-flex max-w-full items-center gap-1 rounded-lg bg-primary-soft py-1 pr-1 pl-2.5 text-sm text-text"
            >
              <span className="truncate">{tag}</span>
              <button
                type="button"
                aria-label={`Удалить «${tag}»`}
                disabled={disabled}
                onClick={(event) => {
                  event.stopPropagation();
                  onChange(value.filter((t) => t !== tag));
                }}
                className={clsx(
                  'relative grid size-6 place-items-center rounded-md text-muted transition-colors',
                  'hover:bg-primary/30 hover:text-text focus-visible:outline-2 focus-visible:outline-primary',
                  // A bigger invisible hit area for fingers; the chip itself stays compact.
                  'after:absolute after:-inset-x-1.5 after:-inset-y-2.5 tablet:after:hidden',
                )}
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        {...control}
        ref={inputRef}
        type="text"
        enterKeyHint="done"
        required={required && value.length === 0}
        readOnly={full}
        placeholder={value.length > 0 ? undefined : placeholder}
        value={draft}
        onChange={(event) => {
          const text = event.target.value;
          const cut = afterLastSeparator(text);
          if (cut > 0) commit(text.slice(0, cut));
          setDraft(text.slice(cut));
        }}
        onPaste={(event) => {
          const pasted = event.clipboardData.getData('text');
          event.preventDefault();
          const input = event.currentTarget;
          const start = input.selectionStart ?? draft.length;
          const end = input.selectionEnd ?? draft.length;
          commit(draft.slice(0, start) + pasted + draft.slice(end));
          setDraft('');
        }}
        onKeyDown={handleKeyDown}
        onBlur={(event) => {
          if (draft.trim()) commit(draft);
          setDraft('');
          onBlur?.(event);
        }}
        className={clsx(bareInputClassName, 'h-8 min-w-[6ch] basis-20', className)}
      />
    </FieldBox>
  );
}
