import { createContext, useCallback, useContext, type ReactNode } from 'react';
import type { TranslationsResponse } from '@lootmarket/domain';

const EMPTY: TranslationsResponse = { params: {}, values: {} };
const TranslationsContext = createContext<TranslationsResponse>(EMPTY);

export function TranslationsProvider({ value, children }: { value: TranslationsResponse; children: ReactNode }) {
  return <TranslationsContext.Provider value={value}>{children}</TranslationsContext.Provider>;
}

/** Resolves a `group.key` against the loaded translations, falling back to the key itself (spec §9). */
export function translate(translations: TranslationsResponse, groupKey: string): string {
  const dot = groupKey.indexOf('.');
  if (dot <= 0) return groupKey;
  const group = translations.values[groupKey.slice(0, dot)];
  return group?.[groupKey.slice(dot + 1)] ?? groupKey;
}

export function useT(): (groupKey: string) => string {
  const translations = useContext(TranslationsContext);
  return useCallback((groupKey: string) => translate(translations, groupKey), [translations]);
}
