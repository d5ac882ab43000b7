import { describe, expect, it } from 'vitest';
import { parseConversationMessage } from './conversation-socket';

const message = {
  id: '3f6b2c1e-8d4a-4e7b-9a21-5c0d7e4f1a01',
  seq: 3,
  author: 'seller',
  text: 'Готово, зачислено',
  masked: false,
  image: null,
  notice: null,
  createdAt: '2026-03-01T10:00:00.000Z',
};

describe('conversation socket messages', () => {
  it('reads the ready signal and new messages', () => {
    expect(parseConversationMessage(JSON.stringify({ type: 'ready' }))).toEqual({ type: 'ready' });
    expect(parseConversationMessage(JSON.stringify({ type: 'message', message }))).toMatchObject({
      type: 'message',
      message: { id: message.id, seq: 3, author: 'seller', text: 'Готово, зачислено' },
    });
  });

  it('ignores what is not a message of the conversation socket', () => {
    expect(parseConversationMessage('not json')).toBeNull();
    expect(parseConversationMessage(JSON.stringify({ type: 'unknown' }))).toBeNull();
    expect(parseConversationMessage(JSON.stringify({ type: 'message', message: { ...message, seq: 'x' } }))).toBeNull();
  });
});
