import { z } from 'zod';

/** Field types of the seller's offer-creation wizard. */
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
