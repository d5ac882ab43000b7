import { describe, expect, it, vi } from 'vitest';
import { loadCurrentUser, PROFILE_PATH } from './current-user.server';

const profile = {
  user_id: 'u1',
  name: 'Покупатель',
  image: null,
  avatar_color: '#7c5cff',
  avatar_letters: 'П',
  isSeller: false,
  isStreamer: true,
  isAuth: true,
};

const answer = (status: number, body: unknown) => vi.fn(async () => Response.json(body, { status }));

describe('loadCurrentUser', () => {
  it('maps the profile to the header user', async () => {
    const apiFetch = answer(200, profile);
    await expect(loadCurrentUser(apiFetch)).resolves.toEqual({
      id: 'u1',
      name: 'Покупатель',
      avatar: null,
      avatarLetters: 'П',
      avatarColor: '#7c5cff',
      isSeller: false,
      isStreamer: true,
    });
    expect(apiFetch).toHaveBeenCalledWith(PROFILE_PATH);
  });

  it('is null for an anonymous visitor', async () => {
    await expect(loadCurrentUser(answer(401, { code: 'UNAUTHORIZED', message: 'Требуется вход' }))).resolves.toBeNull();
  });

  it('is null when the call fails or the answer is malformed', async () => {
    await expect(loadCurrentUser(vi.fn(async () => Promise.reject(new Error('down'))))).resolves.toBeNull();
    await expect(loadCurrentUser(answer(200, { name: 'no id' }))).resolves.toBeNull();
    await expect(loadCurrentUser(answer(500, profile))).resolves.toBeNull();
    await expect(loadCurrentUser(answer(200, { ...profile, isAuth: false }))).resolves.toBeNull();
  });
});
