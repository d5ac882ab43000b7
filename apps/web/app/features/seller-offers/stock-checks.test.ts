import { describe, expect, it } from 'vitest';
import { checkQuantity } from './stock-quantity-form';
import { keyFileProblem } from './stock-keys-upload';

describe('stock checks before sending', () => {
  it('accepts .txt and .csv files up to 10 MB and names what is wrong otherwise', () => {
    expect(keyFileProblem({ name: 'KEYS.TXT', size: 10 })).toBeNull();
    expect(keyFileProblem({ name: 'keys.csv', size: 10 * 1024 * 1024 })).toBeNull();
    expect(keyFileProblem({ name: 'keys.xlsx', size: 10 })).toBe('Загрузите текстовый файл .txt или .csv');
    expect(keyFileProblem({ name: 'keys.txt', size: 10 * 1024 * 1024 + 1 })).toBe('Файл больше 10 МБ');
  });

  it('reads a quantity as a whole count from 0 up to the limit', () => {
    expect(checkQuantity(' 1 000 ')).toEqual({ ok: true, quantity: 1000 });
    expect(checkQuantity('0')).toEqual({ ok: true, quantity: 0 });
    expect(checkQuantity('-3').ok).toBe(false);
    expect(checkQuantity('2.5').ok).toBe(false);
    expect(checkQuantity('1000001').ok).toBe(false);
  });

  it('takes a top-up’s stock as nothing or at least the wallet’s smallest payment', () => {
    expect(checkQuantity('0', 'kzt')).toEqual({ ok: true, quantity: 0 });
    expect(checkQuantity('500', 'kzt')).toEqual({ ok: true, quantity: 500 });
    const refused = checkQuantity('7', 'kzt');
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.message.replace(/\u00A0/g, ' ')).toBe('0 или от 500 ₸: меньше Steam не зачисляет');
    expect(checkQuantity('99', 'rub').ok).toBe(false);
  });
});
