import { createHash, randomBytes } from 'node:crypto';

const VERIFIER_PATTERN = /^[A-Za-z0-9_-]{43,128}$/;

/** A URL-safe random string carrying `bytes` of entropy. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** RFC 7636 verifier: 64 random bytes give 86 characters, inside the 43–128 the spec allows. */
export function newCodeVerifier(): string {
  return randomToken(64);
}

export function isCodeVerifier(value: string): boolean {
  return VERIFIER_PATTERN.test(value);
}

/** The S256 code challenge of a verifier. */
export function codeChallengeS256(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}
