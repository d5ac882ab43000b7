import { createContext, useContext, type ReactNode } from 'react';

type ReadStylesheet = (href: string) => string;

const InlineStylesheetContext = createContext<ReadStylesheet | null>(null);

/** How the server finds a stylesheet's text, to write it into each built page (decision 029). */
export function InlineStylesheetProvider({ read, children }: { read: ReadStylesheet | null; children: ReactNode }) {
  return <InlineStylesheetContext.Provider value={read}>{children}</InlineStylesheetContext.Provider>;
}

/**
 * The stylesheet as the page needs it. Built pages carry it inline, so the first paint waits for no
 * request; React finds the server's `<style>` by its href and keeps it, so the browser never asks for
 * the file. The development server serves it as a file, for hot reloading.
 */
export function SiteStylesheet({ href }: { href: string }) {
  const read = useContext(InlineStylesheetContext);
  if (import.meta.env.DEV) return <link rel="stylesheet" href={href} precedence="default" />;
  return (
    <style href={href} precedence="default">
      {read?.(href) ?? ''}
    </style>
  );
}
