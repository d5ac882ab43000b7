import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetViewport, setViewportWidth } from '#app/components/ui/test-viewport';
import { useMediaQuery } from './use-media-query';

describe('useMediaQuery', () => {
  afterEach(resetViewport);

  it('answers the query', () => {
    setViewportWidth(800);
    expect(renderHook(() => useMediaQuery('(min-width: 769px)')).result.current).toBe(true);
    expect(renderHook(() => useMediaQuery('(min-width: 1024px)')).result.current).toBe(false);
  });

  it('falls back where matchMedia is missing', () => {
    expect(renderHook(() => useMediaQuery('(min-width: 769px)')).result.current).toBe(false);
    expect(renderHook(() => useMediaQuery('(min-width: 769px)', true)).result.current).toBe(true);
  });
});
