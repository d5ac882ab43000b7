import { randomBytes } from 'node:crypto';

/** A demo key in the usual 3×5 shape, e.g. "K7Q2M-9XW4A-PL3ZD". */
export function demoKey(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(15);
  const chars = [...bytes].map((byte) => alphabet[byte % alphabet.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5, 10)}-${chars.slice(10)}`;
}
