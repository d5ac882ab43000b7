import { describe, expect, it } from 'vitest';
import { securityHeaderSets } from './security-headers';

describe('securityHeaderSets', () => {
  it('sends HSTS only in production', () => {
    expect(securityHeaderSets({ production: true }).common['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(securityHeaderSets({ production: false }).common['strict-transport-security']).toBeUndefined();
  });

  it('keeps framing and opener rules for documents', () => {
    const { document } = securityHeaderSets({ production: true });
    expect(document).toMatchObject({
      'x-frame-options': 'SAMEORIGIN',
      'cross-origin-opener-policy': 'same-origin-allow-popups',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
    expect(document['x-content-type-options']).toBeUndefined();
  });

  it('locks JSON answers down completely', () => {
    expect(securityHeaderSets({ production: false }).json).toEqual({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    });
  });
});
