import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './use-debounced-value';

describe('useDebouncedValue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('follows the value only once it stops changing for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), {
      initialProps: { value: 'fr' },
    });
    expect(result.current).toBe('fr');
    rerender({ value: 'fra' });
    act(() => vi.advanceTimersByTime(200));
    rerender({ value: 'frac' });
    act(() => vi.advanceTimersByTime(200));
    expect(result.current).toBe('fr');
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe('frac');
  });
});
