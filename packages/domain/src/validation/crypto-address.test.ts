import { describe, expect, it } from 'vitest';
import { INVALID_TRC20_ADDRESS_MESSAGE, isTrc20Address, trc20AddressSchema } from './crypto-address';

// Tether's own USDT contract and a well-known exchange hot wallet: real, published mainnet addresses.
const USDT_CONTRACT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const HOT_WALLET = 'TMuA6YqfCeX8EhbfYEg5y7S4DqzSJireY9';

describe('USDT TRC-20 addresses', () => {
  it('accepts real mainnet addresses', () => {
    expect(isTrc20Address(USDT_CONTRACT)).toBe(true);
    expect(isTrc20Address(HOT_WALLET)).toBe(true);
  });

  it('refuses a one-character typo by its checksum', () => {
    const typo = `${USDT_CONTRACT.slice(0, 10)}${USDT_CONTRACT[10] === 'a' ? 'b' : 'a'}${USDT_CONTRACT.slice(11)}`;
    expect(isTrc20Address(typo)).toBe(false);
  });

  it('refuses other shapes: an Ethereum address, a Bitcoin address, base58 outside the alphabet, wrong length', () => {
    for (const text of [
      '0xdAC17F958D2ee523a2206206994597C13D831ec7',
      '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
      'T0000000000000000000000000000000000',
      `${USDT_CONTRACT}1`,
      '',
    ]) {
      expect(isTrc20Address(text)).toBe(false);
    }
  });

  it('trims spaces and answers the Russian message for a bad one', () => {
    expect(trc20AddressSchema.parse(`  ${USDT_CONTRACT} `)).toBe(USDT_CONTRACT);
    const result = trc20AddressSchema.safeParse('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6x');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(INVALID_TRC20_ADDRESS_MESSAGE);
  });
});
