import { describe, expect, it } from 'vitest';
import { hashLinkToken, newLinkToken, parseBotCommand, secretMatches } from './telegram.tokens';

describe('deep-link tokens', () => {
  it('fit Telegram’s start payload: at most 64 characters of [A-Za-z0-9_-], new each time', () => {
    const tokens = Array.from({ length: 50 }, newLinkToken);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(new Set(tokens).size).toBe(50);
  });

  it('are kept as a hash that is not the token', () => {
    const token = newLinkToken();
    expect(hashLinkToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashLinkToken(token)).not.toContain(token);
    expect(hashLinkToken(token)).toBe(hashLinkToken(token));
  });
});

describe('bot commands', () => {
  it('reads /start with a payload, also addressed to the bot', () => {
    expect(parseBotCommand('/start abc_DEF-123')).toEqual({ command: 'start', payload: 'abc_DEF-123' });
    expect(parseBotCommand('/start@lootmarket_bot abc')).toEqual({ command: 'start', payload: 'abc' });
  });

  it('drops payloads Telegram could not have sent', () => {
    expect(parseBotCommand('/start')).toEqual({ command: 'start', payload: null });
    expect(parseBotCommand(`/start ${'a'.repeat(65)}`)).toEqual({ command: 'start', payload: null });
    expect(parseBotCommand('/start a+b')).toEqual({ command: 'start', payload: null });
  });

  it('reads /stop and ignores other text', () => {
    expect(parseBotCommand('/stop')).toEqual({ command: 'stop' });
    expect(parseBotCommand('привет')).toBeNull();
    expect(parseBotCommand('/help')).toBeNull();
    expect(parseBotCommand(undefined)).toBeNull();
  });
});

describe('webhook secret', () => {
  it('matches only the same secret, and nothing when none is set', () => {
    expect(secretMatches('s3cret-token-value', 's3cret-token-value')).toBe(true);
    expect(secretMatches('s3cret-token-value', 's3cret-token-valuX')).toBe(false);
    expect(secretMatches('s3cret-token-value', 'short')).toBe(false);
    expect(secretMatches('s3cret-token-value', undefined)).toBe(false);
    expect(secretMatches(null, 'anything')).toBe(false);
  });
});
