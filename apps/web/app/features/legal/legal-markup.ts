const LINK_MARKUP = /\[([^\]]+)\]\(([^)\s]+)\)/g;

export type InlinePart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/** Splits clause text into plain runs and `[label](href)` links. */
export function parseInline(source: string): InlinePart[] {
  const parts: InlinePart[] = [];
  let last = 0;
  for (const match of source.matchAll(LINK_MARKUP)) {
    const [whole, text = '', href = ''] = match;
    if (match.index > last) parts.push({ kind: 'text', text: source.slice(last, match.index) });
    parts.push({ kind: 'link', text, href });
    last = match.index + whole.length;
  }
  if (last < source.length) parts.push({ kind: 'text', text: source.slice(last) });
  return parts;
}

/** The visible text of a clause: link markup reduced to its label. */
export function plainText(source: string): string {
  return parseInline(source)
    .map((part) => part.text)
    .join('');
}
