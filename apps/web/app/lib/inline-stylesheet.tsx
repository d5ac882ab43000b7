import { createContext, useContext, type ReactNode } from 'react';

const InlineStylesheetContext = createContext<string | null>(null);

/** The site stylesheet's text, which the server writes into each built page (decision 029). */
export function InlineStylesheetProvider({ css, children }: { css: string | null; children: ReactNode }) {
  return <InlineStylesheetContext.Provider value={css}>{children}</InlineStylesheetContext.Provider>;
}

/**
 * The stylesheet as the page needs it. Built pages carry it inline, so the first paint waits for no
 * request; React finds the server's `<style>` by its href and keeps it, so the browser never asks for
 * the file. The development server serves it as a file, for hot reloading.
 */
export function SiteStylesheet({ href }: { href: string }) {
  const css = useContext(InlineStylesheetContext);
  if (import.meta.env.DEV) return <link rel="stylesheet" href={href} precedence="default" />;
  return (
    <style href={href} precedence="default">
      {css ?? ''}
    </style>
  );
}
