import { readFileSync } from 'node:fs';

/**
 * Reads a built stylesheet by its href from the client build beside the server build, once per href.
 * A built server without its client build is broken, so a missing file throws rather than leaving pages
 * unstyled.
 */
export function builtStylesheetReader(serverBuildUrl: string): (href: string) => string {
  const read = new Map<string, string>();
  return (href) => {
    let css = read.get(href);
    if (css === undefined) {
      css = readFileSync(new URL(`../client${href}`, serverBuildUrl), 'utf8');
      read.set(href, css);
    }
    return css;
  };
}
