import { createHash } from 'node:crypto';

/** Avatar backgrounds; every one keeps white letters readable. */
export const AVATAR_PALETTE = [
  '#3b82f6',
  '#8b5cf6',
  '#ec4899',
  '#ef4444',
  '#f97316',
  '#10b981',
  '#14b8a6',
  '#6366f1',
] as const;

const NAME_MAX = 64;

/** The e-mail's local part without a `+tag`, used as the first display name. */
export function nameFromEmail(email: string): string {
  const local = email.split('@')[0] ?? '';
  return (local.split('+')[0] || local || 'user').slice(0, NAME_MAX);
}

/** Two uppercase letters: the initials of a dotted name, else its first two letters. */
export function avatarLettersFor(name: string): string {
  const words = name.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const letters = words.length >= 2 ? `${words[0]![0]}${words[1]![0]}` : (words[0] ?? '').slice(0, 2);
  return letters.toUpperCase().padEnd(2, letters.toUpperCase()[0] ?? 'L');
}

/** The same address always gets the same colour, so an avatar does not change between devices. */
export function avatarColorFor(email: string): string {
  const digest = createHash('sha256').update(email).digest();
  return AVATAR_PALETTE[digest[0]! % AVATAR_PALETTE.length]!;
}
