import {
  BUYER_INPUT_KINDS,
  buyerInputField,
  CURRENCY_CODES,
  isAutoDelivery,
  OFFER_ETA_MINUTES,
  OFFER_PRICE_LIMITS,
  OFFER_TEXT_LIMITS,
  type BuyerInputKind,
  type DeliveryKind,
  type ProductType,
  type WizardField,
} from '@lootmarket/domain';

/** Product types sold by amount, where a lot of many pieces at one price is the norm. */
const LOT_TYPES: readonly ProductType[] = ['game_points_manual', 'exchange_rate', 'exchange_rate_manual', 'rmt'];
const RATE_TYPES: readonly ProductType[] = ['exchange_rate', 'exchange_rate_manual'];

export interface WizardFormProduct {
  productType: ProductType;
  deliveryKind: DeliveryKind;
  buyerInputKinds: BuyerInputKind[];
}

const field = (
  name: string,
  type: WizardField['type'],
  label: string,
  rest: Partial<WizardField> = {},
): WizardField => ({
  name,
  type,
  label,
  hint: null,
  required: true,
  options: null,
  min: null,
  max: null,
  visibleWhen: null,
  ...rest,
});
const CURRENCY_LABELS = { rub: 'Рубли, ₽', usd: 'Доллары, $', kzt: 'Тенге, ₸' } as const;

export { isAutoDelivery };

/** The offer form of a product type, in the order the seller fills it; names are the draft's value keys. */
export function wizardFormFields(product: WizardFormProduct): WizardField[] {
  const lots = LOT_TYPES.includes(product.productType);
  const auto = isAutoDelivery(product);
  const rub = OFFER_PRICE_LIMITS.rub;
  return [
    field('title', 'wizard_text', 'Название предложения', {
      max: OFFER_TEXT_LIMITS.titleMax,
      hint: 'Видно покупателям рядом с ценой',
    }),
    field('currency', 'select', 'Валюта цены', {
      options: CURRENCY_CODES.map((code) => ({ value: code, label: CURRENCY_LABELS[code] })),
    }),
    ...(lots
      ? [
          field('pricing', 'radio', 'Как продаёте', {
            options: [
              { value: 'piece', label: 'Поштучно' },
              { value: 'lot', label: 'Лотом' },
            ],
          }),
          field('price', 'price', 'Цена', { min: rub.min, max: rub.max, hint: 'За штуку или за весь лот' }),
          field('lotSize', 'int', 'Штук в лоте', {
            min: 1,
            max: 100_000,
            visibleWhen: { field: 'pricing', values: ['lot'] },
          }),
        ]
      : [field('price', 'price_piece', 'Цена за штуку', { min: rub.min, max: rub.max })]),
    ...(RATE_TYPES.includes(product.productType)
      ? [field('rate', 'float', 'Курс: единиц валюты игры за 1 ₽', { min: 0, max: 1_000_000 })]
      : []),
    field('stockMode', 'select', 'Наличие', {
      options: [
        ...(auto ? [{ value: 'keys', label: 'Ключи, выдача автоматически' }] : []),
        { value: 'quantity', label: 'Количество' },
        { value: 'unlimited', label: 'Без ограничений' },
      ],
    }),
    field('quantity', 'int', 'Количество', {
      min: 0,
      max: 1_000_000,
      visibleWhen: { field: 'stockMode', values: ['quantity'] },
    }),
    field('etaMinutes', 'eta', 'Срок выдачи', {
      min: OFFER_ETA_MINUTES.min,
      max: OFFER_ETA_MINUTES.max,
      hint: 'Через сколько минут после оплаты покупатель получит товар',
    }),
    field('buyerInputs', 'checkbox', 'Что покупатель укажет при заказе', {
      required: false,
      options: BUYER_INPUT_KINDS.map((kind) => ({
        value: kind,
        label: buyerInputField(kind).label,
        hint: product.buyerInputKinds.includes(kind) ? 'Нужно для этого товара' : null,
      })),
    }),
    field('description', 'textarea', 'Описание', {
      max: OFFER_TEXT_LIMITS.descriptionMax,
      hint: 'Как пройдёт выдача и что нужно знать покупателю',
    }),
    field('images', 'image', 'Картинки', { required: false, max: OFFER_TEXT_LIMITS.imagesMax }),
  ];
}
