import type { WizardField } from '@lootmarket/domain';
import { describe, expect, it } from 'vitest';
import {
  buildWizardSchema,
  initialFormValues,
  toFormValues,
  toOfferValues,
  visibleFields,
  type WizardFormValues,
} from './wizard-form-model';

const field = (name: string, type: WizardField['type'], rest: Partial<WizardField> = {}): WizardField => ({
  name,
  type,
  label: name,
  hint: null,
  required: true,
  options: null,
  min: null,
  max: null,
  visibleWhen: null,
  ...rest,
});

/** One field of every wizard field type, as the server defines a lot-priced exchange-rate offer. */
const FIELDS: WizardField[] = [
  field('title', 'wizard_text', { max: 120 }),
  field('currency', 'select', {
    options: [
      { value: 'rub', label: '₽' },
      { value: 'usd', label: '$' },
    ],
  }),
  field('pricing', 'radio', {
    options: [
      { value: 'piece', label: 'Поштучно' },
      { value: 'lot', label: 'Лотом' },
    ],
  }),
  field('price', 'price', { min: 100, max: 100_000_000 }),
  field('lotSize', 'int', { min: 1, max: 100_000, visibleWhen: { field: 'pricing', values: ['lot'] } }),
  field('rate', 'float', { min: 0, max: 1_000_000 }),
  field('stockMode', 'select', {
    options: [
      { value: 'quantity', label: 'Количество' },
      { value: 'unlimited', label: 'Без ограничений' },
    ],
  }),
  field('quantity', 'int', { min: 0, visibleWhen: { field: 'stockMode', values: ['quantity'] } }),
  field('etaMinutes', 'eta', { min: 1, max: 43_200 }),
  field('buyerInputs', 'checkbox', {
    required: false,
    options: [
      { value: 'email', label: 'E-mail' },
      { value: 'uid', label: 'UID' },
    ],
  }),
  field('description', 'textarea', { max: 4000 }),
  field('images', 'image', { required: false, max: 2 }),
];

const filled: WizardFormValues = {
  title: 'Кристаллы',
  currency: 'rub',
  pricing: 'lot',
  price: '1 499,50',
  lotSize: '10',
  rate: '12,5',
  stockMode: 'unlimited',
  quantity: '',
  etaMinutes: '30',
  buyerInputs: ['uid'],
  description: 'Выдача по UID',
  images: [],
};

describe('the wizard form built from field definitions', () => {
  it('starts with the first choices, the product title and an hour of delivery', () => {
    expect(initialFormValues(FIELDS, 'Genshin Impact — 6480 кристаллов')).toMatchObject({
      title: 'Genshin Impact — 6480 кристаллов',
      currency: 'rub',
      pricing: 'piece',
      etaMinutes: '60',
      buyerInputs: [],
      images: [],
    });
  });

  it('shows a field only while the field it depends on holds one of its values', () => {
    const names = (values: WizardFormValues) => visibleFields(FIELDS, values).map((one) => one.name);
    expect(names(filled)).toContain('lotSize');
    expect(names(filled)).not.toContain('quantity');
    expect(names({ ...filled, pricing: 'piece', stockMode: 'quantity' })).toEqual(expect.arrayContaining(['quantity']));
    expect(names({ ...filled, pricing: 'piece' })).not.toContain('lotSize');
  });

  it('parses a complete form into the offer: integer minor units, minutes, a rate, lists', () => {
    const parsed = buildWizardSchema(FIELDS).safeParse(filled);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toEqual({
      title: 'Кристаллы',
      currency: 'rub',
      pricing: 'lot',
      price: 149_950,
      lotSize: 10,
      rate: 12.5,
      stockMode: 'unlimited',
      quantity: null,
      etaMinutes: 30,
      buyerInputs: ['uid'],
      description: 'Выдача по UID',
      images: [],
    });
  });

  it('names each wrong field with the message the API uses, and skips hidden ones', () => {
    const parsed = buildWizardSchema(FIELDS).safeParse({
      ...filled,
      title: '',
      price: '0,5',
      currency: 'eur',
      etaMinutes: '2 дня',
      rate: '-1',
      images: ['a', 'b', 'c'],
      quantity: 'много',
    });
    const issues = Object.fromEntries(parsed.error!.issues.map((issue) => [issue.path[0], issue.message]));
    expect(issues).toEqual({
      title: 'Заполните поле',
      currency: 'Выберите вариант',
      price: 'Цена слишком мала',
      etaMinutes: 'Введите целое число',
      rate: 'Введите число',
      images: 'Не больше 2',
    });
  });

  it('keeps only the values that are already right when a half-typed form is saved as a draft', () => {
    expect(toOfferValues(FIELDS, { ...filled, price: 'сто', etaMinutes: '' })).not.toHaveProperty('price');
    expect(toOfferValues(FIELDS, { ...filled, pricing: 'piece' })).toMatchObject({ lotSize: 1 });
  });

  it('shows a saved draft back as typed text', () => {
    const values = toFormValues(FIELDS, { price: 149_950, etaMinutes: 30, buyerInputs: ['uid'], rate: null });
    expect(values).toMatchObject({ price: '1499,50', etaMinutes: '30', buyerInputs: ['uid'], rate: '', title: '' });
  });
});
