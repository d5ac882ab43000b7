import { describe, expect, it } from 'vitest';
import { publishedMessage } from './offer-form';

describe('publishedMessage', () => {
  it('does not promise buyers see an offer that has no keys yet', () => {
    expect(publishedMessage(false, true)).not.toContain('покупатели уже его видят');
    expect(publishedMessage(false, true)).toContain('Загрузите ключи');
    expect(publishedMessage(false, false)).toBe('Предложение опубликовано — покупатели уже его видят');
    expect(publishedMessage(true, false)).toBe('Изменения сохранены');
  });
});
