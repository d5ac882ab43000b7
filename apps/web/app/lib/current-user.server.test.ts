import { profileEndpoints } from '@lootmarket/domain/endpoints/profile';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiTransport } from '#app/lib/api/client';
import { loadCurrentUser } from './current-user.server';

const profile = {
  user_id: 'u1',
  name: 'Покупатель',
  image: null,
  created_at: '2025-03-01T10:00:00.000Z',
  avatar_color: '#7c5cff',
  avatar_letters: 'П',
  roles: [9],
  isSeller: false,
  isStreamer: true,
  isAuth: true,
  email: 'buyer@mail.ru',
};

const answer = (status: number, body: unknown) => vi.fn<ApiTransport>(async () => Response.json(body, { status }));

describe('loadCurrentUser', () => {
  it('maps the profile to the header user with the account e-mail', async () => {
    const transport = answer(200, profile);
    await expect(loadCurrentUser(createApiClient(transport))).resolves.toEqual({
      id: 'u1',
      name: 'Покупатель',
      avatar: null,
      avatarLetters: 'П',
      avatarColor: '#7c5cff',
      isSeller: false,
      isStreamer: true,
      isStaff: false,
      roles: [9],
      email: 'buyer@mail.ru',
    });
    expect(transport).toHaveBeenCalledWith(profileEndpoints.me.path, { method: 'GET' });
  });

  it('is null for an anonymous visitor', async () => {
    await expect(
      loadCurrentUser(createApiClient(answer(401, { code: 'UNAUTHORIZED', message: 'Требуется вход' }))),
    ).resolves.toBeNull();
  });

  it('is null when the call fails or the answer is malformed', async () => {
    await expect(
      loadCurrentUser(createApiClient(vi.fn(async () => Promise.reject(new Error('down'))))),
    ).resolves.toBeNull();
    for (const [status, body] of [
      [200, { name: 'no id' }],
      [500, profile],
      [200, { ...profile, isAuth: false }],
    ] as const) {
      await expect(loadCurrentUser(createApiClient(answer(status, body)))).resolves.toBeNull();
    }
  });
});
