import { PRODUCT_TYPES, WIZARD_FIELD_TYPES } from '@lootmarket/domain';
import { describe, expect, it } from 'vitest';
import { wizardFormFields } from './wizard-form';

describe('wizard form fields', () => {
  const formOf = (productType: (typeof PRODUCT_TYPES)[number]) =>
    wizardFormFields({ productType, deliveryKind: 'manual', buyerInputKinds: ['uid'] });

  it('build the forms of all product types from every wizard field type', () => {
    const used = new Set(PRODUCT_TYPES.flatMap((type) => formOf(type).map((field) => field.type)));
    expect([...used].sort()).toEqual([...WIZARD_FIELD_TYPES].sort());
  });

  it('offer keys only where they are handed over automatically, and mark the inputs the product needs', () => {
    const stockChoices = (type: (typeof PRODUCT_TYPES)[number]) =>
      formOf(type)
        .find((field) => field.name === 'stockMode')!
        .options!.map((option) => option.value);
    expect(stockChoices('game_dlc_key')).toContain('keys');
    expect(stockChoices('game_points_manual')).not.toContain('keys');
    const inputs = formOf('mobile_top_up').find((field) => field.name === 'buyerInputs')!;
    expect(inputs.options!.find((option) => option.value === 'uid')!.hint).toBe('Нужно для этого товара');
    expect(formOf('rmt').find((field) => field.name === 'lotSize')!.visibleWhen).toEqual({
      field: 'pricing',
      values: ['lot'],
    });
  });
});
