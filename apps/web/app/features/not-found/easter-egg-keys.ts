/**
 * "Press F to pay respects": the Latin f and, for the ЙЦУКЕН layout, the Cyrillic а on the same key.
 * `code` covers any other layout, since it names the physical key.
 */
const EGG_KEYS = new Set(['f', 'F', 'а', 'А']);

type KeyLike = Pick<KeyboardEvent, 'key' | 'code'> & Partial<Pick<KeyboardEvent, 'ctrlKey' | 'metaKey' | 'altKey'>>;

/** The slide after `index`, back to the first after the last. */
export function nextEggIndex(index: number, total: number): number {
  if (total <= 0) return 0;
  return (index + 1) % total;
}

/** Whether a key press is the easter-egg key; shortcuts such as Ctrl+F (find in page) are left alone. */
export function isEggKey(event: KeyLike): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey) return false;
  return EGG_KEYS.has(event.key) || event.code === 'KeyF';
}

/** Whether a key press lands in a field the visitor is typing into. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  if (element.isContentEditable) return true;
  return element.closest('input, textarea, select, [contenteditable]:not([contenteditable="false"])') !== null;
}
