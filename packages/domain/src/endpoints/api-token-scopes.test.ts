import { describe, expect, it } from 'vitest';
import { API_SCOPES } from '../contracts/api-tokens';
import { API_TOKEN_ROUTES, apiScopeOf } from './api-token-scopes';
import { PRIVATE_API } from './define';
import { walletEndpoints } from './wallet';

describe('API token scopes', () => {
  it('gives each listed route one known scope, and reads HEAD as GET', () => {
    for (const { endpoint, scope } of API_TOKEN_ROUTES) {
      expect(API_SCOPES).toContain(scope);
      expect(apiScopeOf(endpoint.method, endpoint.path)).toBe(scope);
    }
    expect(apiScopeOf('HEAD', `${PRIVATE_API}/offer/list`)).toBe('offers:read');
  });

  it('opens no way to move money out or to manage tokens', () => {
    for (const endpoint of [
      walletEndpoints.createOutcome,
      walletEndpoints.confirmOutcome,
      walletEndpoints.cancelOutcome,
    ]) {
      expect(apiScopeOf(endpoint.method, endpoint.path)).toBeNull();
    }
    expect(apiScopeOf('POST', `${PRIVATE_API}/api-tokens`)).toBeNull();
    expect(API_TOKEN_ROUTES.some(({ endpoint }) => endpoint.path.includes('/admin/'))).toBe(false);
  });
});
