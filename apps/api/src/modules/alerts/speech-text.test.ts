import { DEFAULT_WIDGET_SPEECH, type WidgetSpeech } from '@lootmarket/domain';
import { describe, expect, it } from 'vitest';
import { maskBannedWords, normalizeBanWords } from '../donations/ban-words';
import { buildSpeechText, shouldSpeak, speakableText, spokenAmount } from './speech-text';

const tts: WidgetSpeech = { ...DEFAULT_WIDGET_SPEECH, enabled: true };
const rub = (amount: number) => ({ amount, currency: 'rub' as const });

describe('speakableText', () => {
  it('drops masked words whole instead of spelling them out', () => {
    const masked = maskBannedWords('Ты дурак, но стрим огонь', normalizeBanWords(['дурак']));
    expect(masked).toContain('*');
    expect(speakableText(masked)).toBe('Ты но стрим огонь');
    expect(speakableText('ну ты д***к!')).toBe('ну ты');
  });

  it('does not read links', () => {
    expect(speakableText('заходи https://evil.example/path?x=1 сюда')).toBe('заходи сюда');
    expect(speakableText('мой канал www.twitch.tv/someone и t.me/chat')).toBe('мой канал и');
    expect(speakableText('сайт казино.рф лучший')).toBe('сайт лучший');
  });

  it('keeps ordinary abbreviations and sentences', () => {
    expect(speakableText('Привет.Как дела? Т.е. всё ок')).toBe('Привет.Как дела? Т.е. всё ок');
  });

  it('does not read long digit runs but keeps short numbers', () => {
    expect(speakableText('звони 8 900 123-45-67 или пиши')).toBe('звони или пиши');
    expect(speakableText('карта 4276123456781234')).toBe('карта');
    expect(speakableText('с 2024 годом, лови 1000')).toBe('с 2024 годом, лови 1000');
  });
});

describe('spokenAmount', () => {
  it('says amounts with the right Russian plural', () => {
    expect(spokenAmount(rub(100))).toBe('1 рубль');
    expect(spokenAmount(rub(300))).toBe('3 рубля');
    expect(spokenAmount(rub(150_000))).toBe('1500 рублей');
    expect(spokenAmount(rub(1_100))).toBe('11 рублей');
    expect(spokenAmount(rub(2_150))).toBe('21 рубль 50 копеек');
    expect(spokenAmount({ amount: 1_001, currency: 'usd' })).toBe('10 долларов 1 цент');
    expect(spokenAmount({ amount: 500_000, currency: 'kzt' })).toBe('5000 тенге');
  });
});

describe('buildSpeechText', () => {
  const alert = { donorName: 'Иван', amount: rub(50_000), message: 'Спасибо за стрим!' };

  it('fills the default template', () => {
    expect(buildSpeechText(alert, tts)).toBe('Иван — 500 рублей: Спасибо за стрим!');
  });

  it('trims what an empty message leaves dangling and names an anonymous donor', () => {
    expect(buildSpeechText({ ...alert, message: '', donorName: '****' }, tts)).toBe('Аноним — 500 рублей');
  });

  it('reads only what the masking left, without links or numbers', () => {
    const message = maskBannedWords(
      'плохое слово мразь, пиши +7 900 000 00 00 http://x.ru',
      normalizeBanWords(['мразь']),
    );
    expect(buildSpeechText({ ...alert, message }, tts)).toBe('Иван — 500 рублей: плохое слово пиши');
  });

  it('follows a custom template, drops unknown tags and cuts at a word boundary', () => {
    const text = buildSpeechText(
      { ...alert, message: 'очень длинное сообщение которое не влезет целиком' },
      { template: '{message} {unknown}от {name}', maxChars: 30 },
    );
    expect(text).toBe('очень длинное сообщение');
  });
});

describe('shouldSpeak', () => {
  it("reads from the minimum in the alert's own currency", () => {
    const min = { ...tts, minAmounts: { rub: 10_000, usd: 500, kzt: 0 } };
    expect(shouldSpeak({ amount: rub(9_999) }, min)).toBe(false);
    expect(shouldSpeak({ amount: rub(10_000) }, min)).toBe(true);
    expect(shouldSpeak({ amount: { amount: 499, currency: 'usd' } }, min)).toBe(false);
    expect(shouldSpeak({ amount: { amount: 500, currency: 'usd' } }, min)).toBe(true);
    expect(shouldSpeak({ amount: { amount: 1, currency: 'kzt' } }, min)).toBe(true);
    expect(shouldSpeak({ amount: rub(100_000) }, { ...tts, enabled: false })).toBe(false);
  });
});
