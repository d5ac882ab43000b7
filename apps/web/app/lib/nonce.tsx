import { createContext, useContext, type ReactNode } from 'react';

const NonceContext = createContext('');

/** The per-request nonce that lets our own inline scripts run under the page's Content-Security-Policy. */
export function NonceProvider({ value, children }: { value: string; children: ReactNode }) {
  return <NonceContext.Provider value={value}>{children}</NonceContext.Provider>;
}

/** Empty in the browser: the nonce only matters in the HTML the server sends. */
export function useNonce(): string {
  return useContext(NonceContext);
}
