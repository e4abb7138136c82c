import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUrlSyncedText } from './use-url-synced-text';

function render(initial: string, normalize?: (text: string) => string) {
  const commit = vi.fn();
  const hook = renderHook(({ value }) => useUrlSyncedText(value, commit, normalize), {
    initialProps: { value: initial },
  });
  return { commit, ...hook };
}

describe('useUrlSyncedText', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('commits the trimmed text once typing pauses, and keeps what was typed when the URL catches up', () => {
    const { result, rerender, commit } = render('');
    act(() => result.current[1]('fracoes '));
    expect(result.current[0]).toBe('fracoes ');
    expect(commit).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(400));
    expect(commit).toHaveBeenCalledExactlyOnceWith('fracoes');
    rerender({ value: 'fracoes' });
    expect(result.current[0]).toBe('fracoes ');
  });

  it('shows a URL change from elsewhere and does not undo it', () => {
    const { result, rerender, commit } = render('');
    act(() => result.current[1]('mapas'));
    act(() => vi.advanceTimersByTime(400));
    rerender({ value: 'mapas' });
    commit.mockClear();
    rerender({ value: '' });
    expect(result.current[0]).toBe('');
    act(() => vi.advanceTimersByTime(400));
    expect(commit).not.toHaveBeenCalled();
  });

  it('uses the given normalisation', () => {
    const { result, commit } = render('', (text) => text.toUpperCase().replace(/[^A-Z0-9]/g, ''));
    act(() => result.current[1]('ef05 ma12'));
    act(() => vi.advanceTimersByTime(400));
    expect(commit).toHaveBeenCalledExactlyOnceWith('EF05MA12');
  });
});
