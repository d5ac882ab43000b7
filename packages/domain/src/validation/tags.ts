/** Splits typed or pasted text into tags on whitespace, commas and semicolons. */
export function splitTags(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}

/**
 * Adds the tags found in `text` to `existing`, skipping duplicates and stopping at `max` tags
 * (0 means no limit). Returns the new list; `existing` is left untouched.
 */
export function parseTags(text: string, existing: readonly string[], max = 0): string[] {
  const tags = [...existing];
  for (const tag of splitTags(text)) {
    if (max > 0 && tags.length >= max) break;
    if (!tags.includes(tag)) tags.push(tag);
  }
  return tags;
}
