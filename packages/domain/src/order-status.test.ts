import { describe, it, expect } from 'vitest';
import {
  ORDER_DISPLAY_STATUS_TEXT,
  ORDER_DISPLAY_STATUSES,
  ORDER_STATUSES,
  SELLER_ORDER_STATUSES,
} from './order-status';
import { DONATION_STATUS_TEXT, DONATION_STATUSES } from './donation-status';

describe('order statuses', () => {
  it('list the backend statuses', () => {
    expect(ORDER_STATUSES).toHaveLength(8);
  });

  it('give every display status a Russian title and description', () => {
    for (const status of ORDER_DISPLAY_STATUSES) {
      const text = ORDER_DISPLAY_STATUS_TEXT[status];
      expect(text.title).toMatch(/[А-Яа-яЁё]/);
      expect(text.description).toMatch(/[А-Яа-яЁё]/);
    }
  });

  it('count down where the spec says so', () => {
    const counting = ORDER_DISPLAY_STATUSES.filter((status) => ORDER_DISPLAY_STATUS_TEXT[status].hasCountdown);
    expect(counting).toEqual(['AWAIT_PAYMENT', 'PROCESSING', 'IN_PROGRESS', 'DELIVERED']);
  });

  it('show the seller a subset of the display statuses', () => {
    for (const status of SELLER_ORDER_STATUSES) expect(ORDER_DISPLAY_STATUSES).toContain(status);
  });
});

describe('donation statuses', () => {
  it('give every status a Russian text', () => {
    for (const status of DONATION_STATUSES) expect(DONATION_STATUS_TEXT[status].title).toMatch(/[А-Яа-яЁё]/);
  });

  it('offer the pay button only while awaiting payment', () => {
    const payable = DONATION_STATUSES.filter((status) => DONATION_STATUS_TEXT[status].hasPayButton);
    expect(payable).toEqual(['AWAITING_PAYMENT']);
  });
});
