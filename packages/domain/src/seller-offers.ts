import { z } from 'zod';
import type { DeliveryKind, ProductType } from './catalog';
import type { CurrencyCode } from './currencies';
import type { MinorRange } from './limits';
import { groupDigits } from './money';

/** The field types a wizard form is built from (spec §3). */
export const WIZARD_FIELD_TYPES = [
  'wizard_text',
  'select',
  'checkbox',
  'radio',
  'textarea',
  'image',
  'price_piece',
  'price',
  'int',
  'float',
  'eta',
] as const;
export type WizardFieldType = (typeof WIZARD_FIELD_TYPES)[number];
export const wizardFieldTypeSchema = z.enum(WIZARD_FIELD_TYPES);

/** Where a seller's offer stands, as the offer list filters it. */
export const SELLER_OFFER_STATUSES = ['active', 'paused', 'out_of_stock', 'moderation'] as const;
export type SellerOfferStatus = (typeof SELLER_OFFER_STATUSES)[number];
export const sellerOfferStatusSchema = z.enum(SELLER_OFFER_STATUSES);

/** How an offer is stocked: keys handed over automatically, a counted quantity, or no limit (by hand). */
export const STOCK_MODES = ['keys', 'quantity', 'unlimited'] as const;
export type StockMode = (typeof STOCK_MODES)[number];
export const stockModeSchema = z.enum(STOCK_MODES);

/** Product types whose goods are keys the platform hands over by itself. */
const KEY_PRODUCT_TYPES: readonly ProductType[] = [
  'game_dlc_key',
  'game_points_key',
  'gift_card_key',
  'subscription_key',
];

/** Whether a product's offers are stocked with keys delivered automatically (else a quantity, delivered by hand). */
export const isAutoDelivery = (product: { productType: ProductType; deliveryKind: DeliveryKind }): boolean =>
  KEY_PRODUCT_TYPES.includes(product.productType) || product.deliveryKind === 'key';

/** A price is for one piece (a key, 100 gems) or for a lot of `lotSize` pieces sold together. */
export const PRICING_MODES = ['piece', 'lot'] as const;
export type PricingMode = (typeof PRICING_MODES)[number];
export const pricingModeSchema = z.enum(PRICING_MODES);

/** Offer price bounds per currency in minor units: 1 ₽ – 1 000 000 ₽, $0.05 – $15 000, 5 ₸ – 5 000 000 ₸. */
export const OFFER_PRICE_LIMITS: Readonly<Record<CurrencyCode, MinorRange>> = {
  rub: { min: 100, max: 100_000_000 },
  usd: { min: 5, max: 1_500_000 },
  kzt: { min: 500, max: 500_000_000 },
};

/** Delivery promise bounds: from a minute to 30 days. */
export const OFFER_ETA_MINUTES = { min: 1, max: 43_200 } as const;

/** One upload of keys: at most 10 000 keys, 10 MB, 500 characters per key. */
export const KEY_UPLOAD_LIMITS = {
  maxKeys: 10_000,
  maxBytes: 10 * 1024 * 1024,
  maxKeyLength: 500,
  /** Manual stock counts up to this; beyond it the seller means «unlimited». */
  maxQuantity: 1_000_000,
} as const;

/** File kinds a key upload accepts. */
export const KEY_FILE_EXTENSIONS = ['.txt', '.csv'] as const;

export const OFFER_TEXT_LIMITS = {
  titleMax: 120,
  descriptionMax: 4000,
  imagesMax: 8,
  refusalReasonMin: 5,
  refusalReasonMax: 500,
} as const;

/** Russian messages of the seller workspace's refusals; the API and the forms show the same words. */
export const SELLER_MESSAGES = {
  priceTooLow: 'Цена слишком мала',
  priceTooHigh: 'Цена слишком велика',
  tooManyKeys: `Не больше ${groupDigits(String(KEY_UPLOAD_LIMITS.maxKeys))} ключей за одну загрузку`,
  fileTooLarge: 'Файл больше 10 МБ',
  notTextFile: 'Загрузите текстовый файл .txt или .csv',
  nulBytes: 'Файл содержит недопустимые символы (NUL)',
  keyTooLong: `Ключ длиннее ${KEY_UPLOAD_LIMITS.maxKeyLength} символов`,
  emptyKey: 'Пустая строка',
  duplicateKey: 'Такой ключ уже есть',
  noKeys: 'В загрузке нет ни одного ключа',
  notSeller: 'Раздел доступен только продавцам',
  keySold: 'Проданный ключ удалить нельзя',
  refuseTooLate: 'Заказ уже передан покупателю — отказаться нельзя',
} as const;

/** Lines of a key upload named in a refusal; past them the rest are counted. */
const NAMED_LINES = 10;

/** The refusal of keys with control or text-direction characters, naming the lines they are on. */
export function keyControlCharactersMessage(lines: readonly number[]): string {
  const named = lines.slice(0, NAMED_LINES).join(', ');
  const rest = lines.length > NAMED_LINES ? ` и ещё ${lines.length - NAMED_LINES}` : '';
  const where = lines.length === 1 ? `строка ${named}` : `строки ${named}${rest}`;
  return `Ключи содержат управляющие символы или символы направления текста (${where})`;
}

/** Offer pictures are public (they show on the product page); each is served, re-encoded to WebP, at this path + id. */
export const OFFER_IMAGE_FILE_PATH = '/api/gw/public/v1/offer/image/file/';
export const offerImageUrl = (imageId: string): string => `${OFFER_IMAGE_FILE_PATH}${imageId}`;
export const OFFER_IMAGE_FORMAT_MESSAGE = 'Загрузите изображение PNG, JPEG или WebP до 10 МБ';
