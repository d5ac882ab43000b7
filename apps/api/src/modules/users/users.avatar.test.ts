import { describe, expect, it } from 'vitest';
import { AVATAR_PALETTE, avatarColorFor, avatarLettersFor, nameFromEmail } from './users.avatar';

describe('user avatar defaults', () => {
  it('names a user after the local part without its tag', () => {
    expect(nameFromEmail('ivan.petrov+shop@mail.ru')).toBe('ivan.petrov');
    expect(nameFromEmail('x@y.ru')).toBe('x');
  });

  it('takes two uppercase letters', () => {
    expect(avatarLettersFor('ivan.petrov')).toBe('IP');
    expect(avatarLettersFor('gamer')).toBe('GA');
    expect(avatarLettersFor('x')).toBe('XX');
    expect(avatarLettersFor('___')).toBe('LL');
  });

  it('picks a palette colour deterministically', () => {
    const color = avatarColorFor('a@b.ru');
    expect(AVATAR_PALETTE).toContain(color);
    expect(avatarColorFor('a@b.ru')).toBe(color);
  });
});
