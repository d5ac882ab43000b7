import { describe, it, expect } from 'vitest';
import * as domain from './index';

describe('package entry', () => {
  it('keeps the names other code already imports', () => {
    for (const name of [
      'HEADER_HEIGHT',
      'BREAKPOINTS',
      'IMAGE_WIDTHS',
      'TOAST_TYPES',
      'TOAST_MAX_VISIBLE',
      'TOAST_DEFAULT_DURATION_MS',
      'MODAL',
      'modalZIndex',
      'SEARCH',
      'TEXT_COUNTER_DEFAULT_MAX',
      'NUMBER_INPUT_DEFAULTS',
      'PHONE_MASK',
      'PHONE_COUNTRY_PREFIX',
      'OUT_OF_STOCK_LABEL',
      'UserRole',
      'headerUserSchema',
      'translationsResponseSchema',
    ]) {
      expect(domain, name).toHaveProperty(name);
    }
  });
});
