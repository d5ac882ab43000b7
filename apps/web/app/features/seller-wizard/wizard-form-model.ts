import {
  CURRENCY_CODES,
  OFFER_PRICE_LIMITS,
  SELLER_MESSAGES,
  parseMoneyInput,
  wizardOfferValuesSchema,
  type CurrencyCode,
  type WizardField,
  type WizardOfferValues,
} from '@lootmarket/domain';
import { z } from 'zod';

/** What the form holds while the seller types: texts as typed, choices and pictures as lists of values. */
export type WizardFormValues = Record<string, string | string[]>;
export type DraftValues = Partial<WizardOfferValues>;

const LIST_TYPES: ReadonlySet<WizardField['type']> = new Set(['checkbox', 'image']);
const PRICE_TYPES: ReadonlySet<WizardField['type']> = new Set(['price', 'price_piece']);
const REQUIRED = 'Заполните поле';
const CHOOSE = 'Выберите вариант';

const isList = (field: WizardField) => LIST_TYPES.has(field.type);
const textOf = (value: string | string[] | undefined): string => (typeof value === 'string' ? value.trim() : '');
const listOf = (value: string | string[] | undefined): string[] => (Array.isArray(value) ? value : []);

/** The currency the prices are typed in: the form's own choice, else roubles. */
export function currencyOf(values: WizardFormValues): CurrencyCode {
  const chosen = textOf(values.currency);
  return (CURRENCY_CODES as readonly string[]).includes(chosen) ? (chosen as CurrencyCode) : 'rub';
}

/** A field shows while the field it depends on holds one of the listed values. */
export function isVisible(field: WizardField, values: WizardFormValues): boolean {
  if (!field.visibleWhen) return true;
  return field.visibleWhen.values.includes(textOf(values[field.visibleWhen.field]));
}

export function visibleFields(fields: readonly WizardField[], values: WizardFormValues): WizardField[] {
  return fields.filter((field) => isVisible(field, values));
}

/** A typed whole number ("1 000" reads as 1000), or null. */
function parseWhole(text: string): number | null {
  const compact = text.replace(/[\s\u00a0]/g, '');
  return /^\d{1,12}$/.test(compact) ? Number(compact) : null;
}

/** A typed decimal ("12,5" or "12.5"), or null. */
function parseDecimal(text: string): number | null {
  const compact = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  return /^\d{1,9}(?:\.\d{1,6})?$/.test(compact) ? Number(compact) : null;
}

/** A field's value as the offer stores it (minor units, minutes, lists), or undefined when it does not read. */
export function convertField(field: WizardField, values: WizardFormValues): unknown {
  const raw = values[field.name];
  if (isList(field)) return listOf(raw);
  const text = textOf(raw);
  if (text === '') return undefined;
  if (PRICE_TYPES.has(field.type)) return parseMoneyInput(text, currencyOf(values)) ?? undefined;
  if (field.type === 'int' || field.type === 'eta') return parseWhole(text) ?? undefined;
  if (field.type === 'float') return parseDecimal(text) ?? undefined;
  return text;
}

/** Why a visible field's value is not acceptable, or null. Messages are the ones the API answers with. */
export function fieldProblem(field: WizardField, values: WizardFormValues): string | null {
  const raw = values[field.name];
  if (isList(field)) {
    const list = listOf(raw);
    if (field.required && list.length === 0) return CHOOSE;
    if (field.max !== null && list.length > field.max) return `Не больше ${field.max}`;
    return null;
  }
  const text = textOf(raw);
  if (text === '') return field.required ? (field.options ? CHOOSE : REQUIRED) : null;
  if (field.options && !field.options.some((option) => option.value === text)) return CHOOSE;
  const value = convertField(field, values);
  if (field.type === 'wizard_text' || field.type === 'textarea') {
    return field.max !== null && text.length > field.max ? `Не длиннее ${field.max} символов` : null;
  }
  if (PRICE_TYPES.has(field.type)) {
    if (typeof value !== 'number') return 'Введите цену числом';
    const limits = OFFER_PRICE_LIMITS[currencyOf(values)];
    if (value < limits.min) return SELLER_MESSAGES.priceTooLow;
    if (value > limits.max) return SELLER_MESSAGES.priceTooHigh;
    return null;
  }
  if (field.type === 'int' || field.type === 'eta' || field.type === 'float') {
    if (typeof value !== 'number') return field.type === 'float' ? 'Введите число' : 'Введите целое число';
    if (field.min !== null && value < field.min) return `Не меньше ${field.min}`;
    if (field.max !== null && value > field.max) return `Не больше ${field.max}`;
    if (field.type === 'float' && value <= 0) return 'Больше нуля';
  }
  return null;
}

/**
 * The offer's values from the form: visible fields converted, hidden ones at their neutral value (a lot of
 * one, no counted stock). Only values the offer schema accepts are kept, so a half-typed form still saves
 * as a draft with everything that is already right.
 */
export function toOfferValues(fields: readonly WizardField[], values: WizardFormValues): DraftValues {
  const names = new Set(fields.map((field) => field.name));
  const offer: Record<string, unknown> = {
    ...(names.has('pricing') ? {} : { pricing: 'piece', lotSize: 1 }),
    ...(names.has('rate') ? {} : { rate: null }),
  };
  for (const field of fields) {
    if (!isVisible(field, values)) {
      if (field.name === 'quantity') offer.quantity = null;
      if (field.name === 'lotSize') offer.lotSize = 1;
      continue;
    }
    const value = convertField(field, values);
    if (value !== undefined) offer[field.name] = value;
  }
  const shape = wizardOfferValuesSchema.shape;
  const kept: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(offer)) {
    const schema = shape[name as keyof typeof shape];
    if (schema && schema.safeParse(value).success) kept[name] = value;
  }
  return kept as DraftValues;
}

/** The offer's values as the form shows them: prices typed back in major units, numbers as text. */
export function toFormValues(fields: readonly WizardField[], offer: DraftValues): WizardFormValues {
  const stored = offer as Record<string, unknown>;
  const values: WizardFormValues = {};
  for (const field of fields) {
    const value = stored[field.name];
    if (isList(field)) values[field.name] = Array.isArray(value) ? value.map(String) : [];
    else if (value === undefined || value === null) values[field.name] = '';
    else if (PRICE_TYPES.has(field.type) && typeof value === 'number') values[field.name] = typedMinor(value);
    else values[field.name] = String(value);
  }
  return values;
}

/** Minor units as a seller types them: "1499", "1499,50". */
export function typedMinor(minor: number): string {
  const whole = Math.trunc(minor / 100);
  const cents = minor % 100;
  return cents ? `${whole},${String(cents).padStart(2, '0')}` : String(whole);
}

/** Starting values of a new offer: the first choice of each select and radio, roubles, an hour's delivery. */
export function initialFormValues(fields: readonly WizardField[], productTitle: string): WizardFormValues {
  const values: WizardFormValues = {};
  for (const field of fields) {
    if (isList(field)) values[field.name] = [];
    else if (field.options && field.required) values[field.name] = field.options[0]?.value ?? '';
    else values[field.name] = '';
  }
  if ('title' in values) values.title = productTitle.slice(0, fields.find((f) => f.name === 'title')?.max ?? 120);
  if ('etaMinutes' in values) values.etaMinutes = '60';
  return values;
}

/**
 * The form's schema, built from the server's field definitions: every visible field checked by its type,
 * hidden ones skipped; the parsed output is the offer's values, ready to save and publish.
 */
export function buildWizardSchema(fields: readonly WizardField[]) {
  return z
    .record(z.string(), z.union([z.string(), z.array(z.string())]))
    .superRefine((values, context) => {
      for (const field of visibleFields(fields, values)) {
        const problem = fieldProblem(field, values);
        if (problem) context.addIssue({ code: 'custom', path: [field.name], message: problem });
      }
    })
    .transform((values) => toOfferValues(fields, values));
}
