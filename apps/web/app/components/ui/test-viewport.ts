/** Test helper: makes window.matchMedia answer width queries as a screen of `width` px would. */
export function setViewportWidth(width: number): void {
  const matches = (query: string) =>
    query.split(/\s+and\s+/).every((part) => {
      const found = /\((min|max)-width:\s*(\d+)px\)/.exec(part);
      if (!found) return false;
      const limit = Number(found[2]);
      return found[1] === 'min' ? width >= limit : width <= limit;
    });
  window.matchMedia = (query: string) =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

/** Back to jsdom's default, which has no matchMedia at all. */
export function resetViewport(): void {
  Reflect.deleteProperty(window, 'matchMedia');
}
