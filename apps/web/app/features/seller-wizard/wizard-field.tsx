import { CURRENCY_DISPLAY, formatMoney, type WizardField } from '@lootmarket/domain';
import clsx from 'clsx';
import { useId } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { TextArea, TextInput } from '#app/components/ui/text-input';
import { EtaInput } from './eta-input';
import { ImagesInput } from './images-input';
import type { DraftValues, WizardFormValues } from './wizard-form-model';

export interface WizardFieldProps {
  field: WizardField;
  control: Control<WizardFormValues, unknown, DraftValues>;
  currency: keyof typeof CURRENCY_DISPLAY;
  /** The price the buyer pays and what the seller keeps, under a price field. */
  priceNote: { buyer: number; net: number } | null;
  draftId: string | null;
  error: string | undefined;
}

const CHOICE =
  'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border px-3.5 py-2 text-sm font-medium transition-colors has-focus-visible:outline-2 has-focus-visible:outline-primary';
const CHOICE_ON = 'border-primary bg-primary-soft text-text';
const CHOICE_OFF = 'border-border bg-surface-2 text-muted hover:text-text';

/** One form field drawn by its type (spec §3 wizard field types), bound to the form by its name. */
export function WizardFieldInput({ field, control, currency, priceNote, draftId, error }: WizardFieldProps) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={field.name}
      render={({ field: bound }) => {
        const text = typeof bound.value === 'string' ? bound.value : '';
        const list = Array.isArray(bound.value) ? bound.value : [];
        const common = {
          label: field.label,
          hint: field.hint ?? undefined,
          error,
          required: field.required,
          name: field.name,
        };
        switch (field.type) {
          case 'wizard_text':
            return (
              <TextInput
                {...common}
                value={text}
                counter={field.max ?? undefined}
                onChange={(event) => bound.onChange(event.target.value)}
                onBlur={bound.onBlur}
              />
            );
          case 'textarea':
            return (
              <TextArea
                {...common}
                rows={5}
                value={text}
                counter={field.max ?? undefined}
                onChange={(event) => bound.onChange(event.target.value)}
                onBlur={bound.onBlur}
              />
            );
          case 'price':
          case 'price_piece':
          case 'int':
          case 'float':
            return (
              <div>
                <TextInput
                  {...common}
                  inputMode={field.type === 'int' ? 'numeric' : 'decimal'}
                  value={text}
                  suffix={
                    field.type === 'price' || field.type === 'price_piece'
                      ? CURRENCY_DISPLAY[currency].symbol
                      : undefined
                  }
                  onChange={(event) => bound.onChange(event.target.value)}
                  onBlur={bound.onBlur}
                />
                {priceNote ? (
                  <p className="mt-1.5 text-sm text-muted tabular-nums" data-testid="wizard-price-note">
                    Покупатель заплатит <b className="text-text">{formatMoney(priceNote.buyer, currency)}</b>, вам после
                    комиссии <b className="text-text">{formatMoney(priceNote.net, currency)}</b>
                  </p>
                ) : null}
              </div>
            );
          case 'eta':
            return <EtaInput {...common} value={text} onChange={bound.onChange} />;
          case 'image':
            return (
              <ImagesInput {...common} max={field.max ?? 8} value={list} draftId={draftId} onChange={bound.onChange} />
            );
          case 'select':
          case 'radio':
            return (
              <fieldset aria-describedby={error ? `${id}-error` : undefined}>
                <legend className="mb-2 text-sm font-medium">
                  {field.label}
                  {field.required ? (
                    <span className="text-danger" aria-hidden>
                      {' '}
                      *
                    </span>
                  ) : null}
                </legend>
                {field.type === 'select' ? (
                  <select
                    name={field.name}
                    value={text}
                    aria-label={field.label}
                    onChange={(event) => bound.onChange(event.target.value)}
                    className="h-11 w-full rounded-xl border border-border bg-surface-2 px-3 text-sm outline-none focus:border-primary"
                  >
                    {field.required ? null : <option value="">Не выбрано</option>}
                    {(field.options ?? []).map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </select>
                ) : (
                  <div className="flex flex-wrap gap-2">
                    {(field.options ?? []).map((option) => (
                      <label
                        key={option.value}
                        className={clsx(CHOICE, option.value === text ? CHOICE_ON : CHOICE_OFF)}
                      >
                        <input
                          type="radio"
                          name={field.name}
                          value={option.value}
                          checked={option.value === text}
                          onChange={() => bound.onChange(option.value)}
                          className="sr-only"
                        />
                        {option.label}
                      </label>
                    ))}
                  </div>
                )}
                {field.hint || error ? <FieldNote id={id} hint={field.hint} error={error} /> : null}
              </fieldset>
            );
          case 'checkbox':
            return (
              <fieldset>
                <legend className="mb-2 text-sm font-medium">{field.label}</legend>
                <div className="grid grid-cols-2 gap-2 desktop:grid-cols-3">
                  {(field.options ?? []).map((option) => {
                    const on = list.includes(option.value);
                    return (
                      <label
                        key={option.value}
                        className={clsx(CHOICE, 'justify-between', on ? CHOICE_ON : CHOICE_OFF)}
                      >
                        <span className="flex items-center gap-2">
                          <input
                            type="checkbox"
                            name={field.name}
                            value={option.value}
                            checked={on}
                            onChange={(event) =>
                              bound.onChange(
                                event.target.checked
                                  ? [...list, option.value]
                                  : list.filter((value) => value !== option.value),
                              )
                            }
                            className="size-4 accent-primary"
                          />
                          {option.label}
                        </span>
                        {option.hint ? <span className="text-xs text-primary">{option.hint}</span> : null}
                      </label>
                    );
                  })}
                </div>
                {field.hint || error ? <FieldNote id={id} hint={field.hint} error={error} /> : null}
              </fieldset>
            );
        }
      }}
    />
  );
}

function FieldNote({ id, hint, error }: { id: string; hint: string | null; error: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} role="alert" className="mt-1.5 text-xs text-danger">
      {error}
    </p>
  ) : (
    <p className="mt-1.5 text-xs text-muted">{hint}</p>
  );
}
