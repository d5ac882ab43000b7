import { sha256 } from '@noble/hashes/sha2.js';
import { createBase58check } from '@scure/base';
import { z } from 'zod';

/** TRON addresses are base58check of 21 bytes: the 0x41 network prefix and a 20-byte account id. */
const TRON_PREFIX = 0x41;
const TRON_PAYLOAD_BYTES = 21;
/** 'T' + 33 base58 characters: what every TRON mainnet address looks like before its checksum is read. */
const TRON_SHAPE = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;

const base58check = createBase58check(sha256);

export const INVALID_TRC20_ADDRESS_MESSAGE =
  'Неверный адрес кошелька USDT (TRC-20): он начинается с T и содержит 34 символа';

/**
 * True for a TRON mainnet address (where USDT TRC-20 lives): 34 base58 characters starting with T whose
 * last four bytes are the first four of SHA-256(SHA-256(payload)) and whose payload starts with 0x41.
 * A typo in any character breaks the checksum.
 */
export function isTrc20Address(text: string): boolean {
  if (!TRON_SHAPE.test(text)) return false;
  try {
    const payload = base58check.decode(text);
    return payload.length === TRON_PAYLOAD_BYTES && payload[0] === TRON_PREFIX;
  } catch {
    return false;
  }
}

/** A typed USDT TRC-20 address, surrounding spaces dropped. */
export const trc20AddressSchema = z
  .string({ error: INVALID_TRC20_ADDRESS_MESSAGE })
  .trim()
  .refine(isTrc20Address, { error: INVALID_TRC20_ADDRESS_MESSAGE });
