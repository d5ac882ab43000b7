import { keyControlCharactersMessage, KEY_UPLOAD_LIMITS, SELLER_MESSAGES } from '@lootmarket/domain';
import { describe, expect, it } from 'vitest';
import { decodeKeyFile, dropStockedKeys, keyLines, maskKey, parseKeyUpload } from './key-upload';

describe('parseKeyUpload', () => {
  it('trims keys, skips blank lines and counts duplicates within the upload', () => {
    const parsed = parseKeyUpload('  AAAA-1 \r\n\nBBBB-2\nAAAA-1\n\t\n');
    expect(parsed.keys).toEqual(['AAAA-1', 'BBBB-2']);
    expect(parsed.duplicates).toBe(1);
    expect(parsed.rejections).toEqual([
      { line: 4, reason: 'duplicate_in_upload', message: SELLER_MESSAGES.duplicateKey },
    ]);
  });

  it('reads each cell of a CSV file, quoted or not', () => {
    expect(parseKeyUpload('\uFEFF"K-1";K-2\nK-3,"K-4"', { csv: true }).keys).toEqual(['K-1', 'K-2', 'K-3', 'K-4']);
  });

  it('rejects keys longer than the limit with their line', () => {
    const parsed = parseKeyUpload(`OK\n${'x'.repeat(KEY_UPLOAD_LIMITS.maxKeyLength + 1)}`);
    expect(parsed.keys).toEqual(['OK']);
    expect(parsed.rejected).toBe(1);
    expect(parsed.rejections[0]).toMatchObject({ line: 2, reason: 'too_long' });
  });

  it('refuses more keys than one upload takes, naming the limit', () => {
    const text = Array.from({ length: 100_000 }, (_, index) => `KEY-${index}`).join('\n');
    expect(() => parseKeyUpload(text)).toThrow(SELLER_MESSAGES.tooManyKeys);
    expect(SELLER_MESSAGES.tooManyKeys).toContain('10\u00A0000');
    expect(parseKeyUpload(text.split('\n').slice(0, KEY_UPLOAD_LIMITS.maxKeys).join('\n')).keys).toHaveLength(
      KEY_UPLOAD_LIMITS.maxKeys,
    );
  });

  it('refuses NUL bytes and uploads without a key', () => {
    expect(() => parseKeyUpload('A\u0000B')).toThrow(SELLER_MESSAGES.nulBytes);
    expect(() => parseKeyUpload(' \n\n ')).toThrow(SELLER_MESSAGES.noKeys);
  });

  it('refuses keys with control or text-direction characters, naming every line', () => {
    for (const bad of ['\u0007', '\u001b', '\u007f', '\u0085', '\u202e', '\u2066', '\u200f', 'a\tb']) {
      expect(() => parseKeyUpload(`OK-1\nKEY-${bad}-2`), JSON.stringify(bad)).toThrow(keyControlCharactersMessage([2]));
    }
    expect(() => parseKeyUpload('A\u0007\nB\nC\u202e')).toThrow('строки 1, 3');
    expect(parseKeyUpload('ÄÖÜ-ключ-1\n漢字-2').keys).toEqual(['ÄÖÜ-ключ-1', '漢字-2']);
  });

  it('drops keys already in stock and lists them with their lines in order', () => {
    const text = 'A\nB\nA\nC';
    const parsed = dropStockedKeys(parseKeyUpload(text), new Set(['B']), keyLines(text));
    expect(parsed.keys).toEqual(['A', 'C']);
    expect(parsed.duplicates).toBe(2);
    expect(parsed.rejections.map((rejection) => [rejection.line, rejection.reason])).toEqual([
      [2, 'duplicate_in_stock'],
      [3, 'duplicate_in_upload'],
    ]);
  });
});

describe('decodeKeyFile', () => {
  const file = (filename: string, content: string | Buffer) => ({
    filename,
    content: Buffer.isBuffer(content) ? content : Buffer.from(content),
  });

  it('reads .txt and .csv files as UTF-8', () => {
    expect(decodeKeyFile(file('keys.TXT', 'ключ-1'))).toEqual({ text: 'ключ-1', csv: false });
    expect(decodeKeyFile(file('keys.csv', 'a;b')).csv).toBe(true);
  });

  it('refuses other files, binary content, NUL bytes and files over 10 MB', () => {
    expect(() => decodeKeyFile(file('keys.png', 'x'))).toThrow(SELLER_MESSAGES.notTextFile);
    expect(() => decodeKeyFile(file('keys.txt', Buffer.from([0xff, 0xfe, 0x41])))).toThrow(SELLER_MESSAGES.notTextFile);
    expect(() => decodeKeyFile(file('keys.txt', Buffer.from([0x41, 0x00, 0x42])))).toThrow(SELLER_MESSAGES.nulBytes);
    expect(() => decodeKeyFile(file('keys.txt', Buffer.alloc(KEY_UPLOAD_LIMITS.maxBytes + 1, 0x41)))).toThrow(
      SELLER_MESSAGES.fileTooLarge,
    );
  });
});

describe('maskKey', () => {
  it('shows only the tail', () => {
    expect(maskKey('ABCDE-FGHIJ-7F3K')).toBe('••••7F3K');
    expect(maskKey('ABCDE')).toBe('••••DE');
    expect(maskKey('AB')).toBe('••••');
  });
});
