import { readFileSync } from 'node:fs';

/**
 * The built stylesheet's text, read once from the client build beside the server build, or null where
 * there is none (the development server).
 */
export function readBuiltStylesheet(href: string, serverBuildUrl: string): string | null {
  try {
    return readFileSync(new URL(`../client${href}`, serverBuildUrl), 'utf8');
  } catch {
    return null;
  }
}
