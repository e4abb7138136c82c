import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUILD_CHECK_INTERVAL_MS, fetchDeployedBuildId, startBuildCheck } from './build-check';

function jsonFetch(body: unknown, status = 200) {
  return vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status }));
}

describe('fetchDeployedBuildId', () => {
  it('asks /config.json without cache and returns its buildId', async () => {
    const fetchFn = jsonFetch({ buildId: 'b2', environment: 'production' });
    await expect(fetchDeployedBuildId(fetchFn)).resolves.toBe('b2');
    expect(fetchFn).toHaveBeenCalledWith('/config.json', expect.objectContaining({ cache: 'no-store' }));
  });

  it.each([
    ['an HTTP error', jsonFetch({ buildId: 'b2' }, 503)],
    ['a body without buildId', jsonFetch({})],
    ['an empty buildId', jsonFetch({ buildId: '' })],
    ['a network failure', vi.fn<typeof fetch>(async () => Promise.reject(new TypeError('Failed to fetch')))],
  ])('returns null on %s', async (_, fetchFn) => {
    await expect(fetchDeployedBuildId(fetchFn)).resolves.toBeNull();
  });
});

describe('startBuildCheck', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('checks every hour and says so once when another build is deployed', async () => {
    expect(BUILD_CHECK_INTERVAL_MS).toBe(3_600_000);
    const fetchFn = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(new Response(JSON.stringify({ buildId: 'b1' })))
      .mockResolvedValue(new Response(JSON.stringify({ buildId: 'b2' })));
    const onNewBuild = vi.fn();
    const stop = startBuildCheck({ currentBuildId: 'b1', onNewBuild, fetchFn });

    await vi.advanceTimersByTimeAsync(3_599_999);
    expect(fetchFn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchFn).toHaveBeenCalledTimes(1);
    expect(onNewBuild).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(onNewBuild).toHaveBeenCalledExactlyOnceWith('b2');
    await vi.advanceTimersByTimeAsync(3 * 3_600_000);
    expect(fetchFn).toHaveBeenCalledTimes(2);
    stop();
  });

  it('stops checking when stopped', async () => {
    const fetchFn = jsonFetch({ buildId: 'b2' });
    const onNewBuild = vi.fn();
    startBuildCheck({ currentBuildId: 'b1', onNewBuild, fetchFn })();
    await vi.advanceTimersByTimeAsync(2 * 3_600_000);
    expect(fetchFn).not.toHaveBeenCalled();
    expect(onNewBuild).not.toHaveBeenCalled();
  });
});
