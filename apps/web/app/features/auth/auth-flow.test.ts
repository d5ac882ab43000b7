import { LOGIN_STEPS } from '@lootmarket/domain';
import { describe, expect, it } from 'vitest';
import {
  connectActionPath,
  formatCountdown,
  isDismissible,
  isDonatePath,
  previousStep,
  showsConsent,
  stepTitle,
} from './auth-flow';

describe('auth modal steps', () => {
  it('titles each step as the spec words it', () => {
    expect(stepTitle('variants', '/')).toBe('Вход / Авторизация');
    expect(stepTitle('email', '/')).toBe('Введи E-mail');
    expect(stepTitle('code', '/')).toBe('Введи код');
    expect(stepTitle('guest', '/product/robux')).toBe('Оформление заказа');
    expect(stepTitle('guest', '/streamer42/donate')).toBe('Оформление доната');
  });

  it('treats only /{username}/donate as the donation page', () => {
    expect(isDonatePath('/streamer42/donate')).toBe(true);
    expect(isDonatePath('/donate')).toBe(false);
    expect(isDonatePath('/streamer42/donate/success')).toBe(false);
    expect(isDonatePath('/a/b/donate')).toBe(false);
  });

  it('goes back from code to email and from every other step to variants', () => {
    expect(previousStep('variants')).toBeNull();
    expect(previousStep('code')).toBe('email');
    expect(previousStep('email')).toBe('variants');
    expect(previousStep('guest')).toBe('variants');
  });

  it('cannot be dismissed on the code step only', () => {
    expect(LOGIN_STEPS.filter((step) => !isDismissible(step))).toEqual(['code']);
  });

  it('hides the consent note on the guest step only', () => {
    expect(LOGIN_STEPS.filter((step) => !showsConsent(step))).toEqual(['guest']);
  });
});

describe('formatCountdown', () => {
  it.each([
    [45, '0:45'],
    [9, '0:09'],
    [0, '0:00'],
    [60, '1:00'],
    [44.2, '0:45'],
    [-3, '0:00'],
  ])('%s s reads %s', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });
});

describe('connectActionPath', () => {
  it('sends the user to their profile with the action', () => {
    expect(connectActionPath('u1', 'connect-donations')).toBe('/u1?action=connect-donations');
  });
});
