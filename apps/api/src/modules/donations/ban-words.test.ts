import { describe, expect, it } from 'vitest';
import { cleanPlainText, displayBanWords, maskBannedWords, normalizeBanWord, normalizeBanWords } from './ban-words';

const banned = normalizeBanWords(['дурак', 'Scam', 'плохое слово']);

describe('ban-word masking', () => {
  it('masks a word whatever its case, keeping the rest of the text', () => {
    expect(maskBannedWords('Привет, ДУРАК!', banned)).toBe('Привет, *****!');
    expect(maskBannedWords('this is a SCAM stream', banned)).toBe('this is a **** stream');
  });

  it('catches Latin letters inside a Cyrillic word and Cyrillic inside a Latin one', () => {
    // "дypaк" with Latin y, p, a; "sсаm" with Cyrillic с and а.
    expect(maskBannedWords('ты дypaк', banned)).toBe('ты *****');
    expect(maskBannedWords('s\u0441\u0430m', banned)).toBe('****');
  });

  it('strips zero-width characters and still finds the word they split', () => {
    expect(maskBannedWords('ду\u200Bра\u200Dк и \uFEFFпривет', banned)).toBe('***** и привет');
    expect(maskBannedWords('a\u2060b\u00ADc', [])).toBe('abc');
  });

  it('ignores diacritics and finds every occurrence, inside longer words too', () => {
    expect(maskBannedWords('scám, scam, scammer', banned)).toBe('****, ****, ****mer');
    expect(maskBannedWords('дураки', banned)).toBe('*****и');
  });

  it('never masks innocent words of the other alphabet that only fold to the same letters', () => {
    const russian = normalizeBanWords(['нет', 'мат']);
    expect(maskBannedWords('whether or not, mathematics', russian)).toBe('whether or not, mathematics');
    expect(maskBannedWords('Нет! Без матов: матом нельзя', russian)).toBe('***! Без ***ов: ***ом нельзя');
    // Spelt wholly in Latin look-alikes, a whole word is still the banned one.
    expect(maskBannedWords('het', russian)).toBe('***');
  });

  it('finds a word hidden inside another only when alphabets are mixed to dodge the filter', () => {
    expect(maskBannedWords('недурак', banned)).toBe('недурак');
    expect(maskBannedWords('ты-недурaк', banned)).toBe('ты-не*****');
  });

  it('masks phrases without eating the spaces between their words', () => {
    expect(maskBannedWords('это плохое слово', banned)).toBe('это ****** *****');
  });

  it('leaves clean text alone and drops control characters', () => {
    expect(maskBannedWords('Удачного стрима! 🎉', banned)).toBe('Удачного стрима! 🎉');
    expect(cleanPlainText('a\u0007b\nc')).toBe('ab\nc');
  });

  it('normalizes ban words to one skeleton and drops empties and duplicates', () => {
    expect(normalizeBanWord('  ДуРаК ')).toBe(normalizeBanWord('дypaк'));
    expect(normalizeBanWords(['Дурак', 'дурак', ' ', '\u200B'])).toHaveLength(1);
  });

  it('keeps ban words readable for the streamer: one per skeleton, lower-cased, in order', () => {
    expect(displayBanWords(['Дурак', 'дypaк', '  Плохое   Слово ', '\u200B', 'scam'])).toEqual([
      'дурак',
      'плохое слово',
      'scam',
    ]);
  });

  it('catches a word spelt out with spaces or punctuation between its letters', () => {
    expect(maskBannedWords('ты д у р а к', banned)).toBe('ты * * * * *');
    expect(maskBannedWords('д.у.р.а.к!', banned)).toBe('*.*.*.*.*!');
    expect(maskBannedWords('Д-У-Р-А-К', banned)).toBe('*-*-*-*-*');
    expect(maskBannedWords('д _ у _ р _ а _ к', banned)).toBe('* _ * _ * _ * _ *');
    expect(maskBannedWords('я д у р а к', banned)).toBe('я * * * * *');
    expect(maskBannedWords('s c a m', banned)).toBe('* * * *');
  });

  it('catches a spelt-out word written with Latin look-alikes', () => {
    // «д у р а к» with Latin y, p, a; «д.у.р.а.к» with Latin y and a.
    expect(maskBannedWords('д y p a к', banned)).toBe('* * * * *');
    expect(maskBannedWords('д.y.р.a.к', banned)).toBe('*.*.*.*.*');
  });

  it('leaves ordinary text with one-letter words and initials alone', () => {
    const words = normalizeBanWords(['дурак', 'лох', 'сука', 'scam', 'кал', 'ус', 'бот']);
    const corpus = [
      'Привет! Я и ты — лучшие зрители, а у нас в чате весело.',
      'В субботу к 8 вечера, с друзьями и с пиццей.',
      'А. С. Пушкин и Л. Н. Толстой — о чём стрим?',
      'Спасибо за стрим, удачи в игре и до встречи!',
      'Купил к/ф и с/х технику, а у тебя?',
      'Ставлю 5 из 5, к слову, у меня всё ок.',
      'a b c d e f g — just a test of the alphabet',
      'Я в шоке, с к а з к а, а не игра!',
      'Best stream ever, I am a fan: U R the best',
      'о, а, у, и — гласные; к, л, с — согласные',
    ];
    for (const text of corpus) expect(maskBannedWords(text, words)).toBe(text);
  });

  it('does not join letters across a line break or a long gap', () => {
    expect(maskBannedWords('д\nу\nр\nа\nк', banned)).toBe('д\nу\nр\nа\nк');
    expect(maskBannedWords('д    у    р    а    к', banned)).toBe('д    у    р    а    к');
  });
});
