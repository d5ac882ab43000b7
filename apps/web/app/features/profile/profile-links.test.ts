import type { HeaderUser } from '@lootmarket/domain';
import { describe, expect, it } from 'vitest';
import {
  connectActionTarget,
  isSellerOnlyPath,
  parseAction,
  profileLinks,
  roleAllowsPath,
  roleGroupOf,
  wideLandingPath,
} from './profile-links';

const user = (flags: Partial<HeaderUser>): HeaderUser => ({
  id: '7',
  name: 'x',
  avatar: null,
  avatarLetters: 'XX',
  avatarColor: '#000',
  isSeller: false,
  isStreamer: false,
  ...flags,
});

describe('profile navigation rules', () => {
  it('lands each role on its page on wide screens', () => {
    expect(wideLandingPath(user({ isStreamer: true, isSeller: true }))).toBe('/7/donations/dashboard');
    expect(wideLandingPath(user({ isSeller: true }))).toBe('/7/shop');
    expect(wideLandingPath(user({}))).toBe('/7/orders');
  });

  it('lists shop, donations and the wallet only for their roles, and everyone’s own donations', () => {
    expect(profileLinks(user({})).map((link) => link.label)).toEqual([
      'Покупки',
      'Мои донаты',
      'Настройки',
      'Уведомления',
      'Отзывы',
      'Мои обращения',
    ]);
    expect(profileLinks(user({})).find((link) => link.label === 'Мои донаты')).toEqual({
      label: 'Мои донаты',
      to: '/7/donations',
      end: true,
    });
    expect(profileLinks(user({ isSeller: true, isStreamer: true })).map((link) => link.label)).toEqual([
      'Покупки',
      'Мои донаты',
      'Магазин',
      'Мои предложения',
      'Заказы магазина',
      'Расписание',
      'API',
      'Донаты',
      'Кошелёк',
      'Настройки',
      'Уведомления',
      'Отзывы',
      'Мои обращения',
    ]);
  });

  it('sends role holders past the connect actions and keeps others on the profile', () => {
    expect(connectActionTarget(user({ isStreamer: true }), 'connect-donations')).toBe('/7/donations/dashboard');
    expect(connectActionTarget(user({ isSeller: true }), 'connect-shop')).toBe('/7/shop');
    expect(connectActionTarget(user({ isSeller: true }), 'connect-donations')).toBeNull();
    expect(connectActionTarget(user({}), 'connect-shop')).toBeNull();
    expect(parseAction('connect-shop')).toBe('connect-shop');
    expect(parseAction('drop-tables')).toBeNull();
  });
});

describe('isSellerOnlyPath', () => {
  it('holds the shop with its children and the offer list', () => {
    expect(isSellerOnlyPath('/1024/shop')).toBe(true);
    expect(isSellerOnlyPath('/1024/shop/analytics')).toBe(true);
    expect(isSellerOnlyPath('/1024/shop/orders/8f3a2c')).toBe(true);
    expect(isSellerOnlyPath('/1024/my-offers')).toBe(true);
  });

  it('leaves the rest of the profile open to customers', () => {
    expect(isSellerOnlyPath('/1024')).toBe(false);
    expect(isSellerOnlyPath('/1024/orders')).toBe(false);
    expect(isSellerOnlyPath('/1024/shopping')).toBe(false);
    expect(isSellerOnlyPath('/1024/donations/dashboard')).toBe(false);
  });
});

describe('roleAllowsPath', () => {
  it('sends a customer away from the wallet and withdrawals (the seller-or-streamer group)', () => {
    for (const path of ['/7/wallet', '/7/withdrawal', '/7/wallet/']) {
      expect(roleAllowsPath(user({}), path)).toBe(false);
      expect(roleAllowsPath(user({ isSeller: true }), path)).toBe(true);
      expect(roleAllowsPath(user({ isStreamer: true }), path)).toBe(true);
    }
    expect(roleAllowsPath(user({}), '/7/wallets')).toBe(true);
    expect(roleGroupOf('/7/withdrawal')).toBe('seller-or-streamer');
  });

  it('keeps the shop to sellers and the rest open to everyone', () => {
    expect(roleAllowsPath(user({ isStreamer: true }), '/7/shop/analytics')).toBe(false);
    expect(roleAllowsPath(user({ isSeller: true }), '/7/my-offers')).toBe(true);
    expect(roleAllowsPath(user({}), '/7/orders')).toBe(true);
    expect(roleGroupOf('/7/shop')).toBe('seller');
    expect(roleGroupOf('/7/settings')).toBeNull();
  });
});
