import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { DatabaseHandle } from '@aula/db';
import { createTestDatabase } from '@aula/db/testing';
import { ApiError } from './errors';
import {
  postgresRateLimitStore,
  RateLimiter,
  redisRateLimitStore,
  withFallbackStore,
  type RateLimitStore,
} from './rate-limiter';

type StoreFactory = (clock: () => number) => RateLimitStore;
const stores: [string, () => Promise<{ make: StoreFactory; close: () => Promise<void> }>][] = [
  [
    'postgres',
    async () => {
      const database: DatabaseHandle = await createTestDatabase(inject('dbSeed'));
      return { make: (clock) => postgresRateLimitStore(database.db, clock), close: () => database.close() };
    },
  ],
];
const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) {
  stores.push([
    'redis',
    async () => {
      const redis = new Redis(redisUrl);
      return {
        make: (clock) => redisRateLimitStore(redis, clock),
        close: async () => {
          await redis.quit();
        },
      };
    },
  ]);
}

describe.each(stores)('rate limiter on %s', (_name, open) => {
  let store: { make: StoreFactory; close: () => Promise<void> };
  let now = Date.UTC(2026, 0, 1, 10, 0, 5);
  const clock = () => now;
  beforeAll(async () => {
    store = await open();
  });
  afterAll(() => store.close());

  const rule = () => ({ key: `teste:${randomUUID()}`, limit: 3, windowSeconds: 60 });

  it('allows up to the limit, then answers 429 with Retry-After', async () => {
    const limiter = new RateLimiter(store.make(clock), clock);
    const r = rule();
    for (let i = 0; i < 3; i++) await limiter.consume(r);
    const error = await limiter.consume(r).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).statusCode).toBe(429);
    expect((error as ApiError).headers['retry-after']).toBe('55');
  });

  it('counts only recorded failures with check/record, shared by every instance', async () => {
    const first = new RateLimiter(store.make(clock), clock);
    const second = new RateLimiter(store.make(clock), clock);
    const r = rule();
    await first.check(r);
    await first.record(r);
    await second.record(r);
    await first.record(r);
    await expect(second.check(r)).rejects.toMatchObject({ statusCode: 429 });
  });

  it('starts a fresh window when the previous one ends', async () => {
    const limiter = new RateLimiter(store.make(clock), clock);
    const r = rule();
    for (let i = 0; i < 3; i++) await limiter.consume(r);
    now += 60_000;
    await expect(limiter.consume(r)).resolves.toBeUndefined();
  });
});

describe('rate limiter with a fallback store', () => {
  const counting = (): RateLimitStore & { hits: Map<string, number> } => {
    const hits = new Map<string, number>();
    return {
      hits,
      add: async (key, _window, amount) => {
        hits.set(key, (hits.get(key) ?? 0) + amount);
        return hits.get(key)!;
      },
    };
  };

  it('counts in the fallback while the primary (Redis) fails, and in the primary again after', async () => {
    const primary = counting();
    const fallback = counting();
    let primaryDown = false;
    const flaky: RateLimitStore = {
      add: (key, window, amount) =>
        primaryDown ? Promise.reject(new Error('Connection is closed.')) : primary.add(key, window, amount),
    };
    const limiter = new RateLimiter(withFallbackStore(flaky, fallback));
    const r = { key: 'teste:fallback', limit: 2, windowSeconds: 60 };
    await limiter.consume(r);
    primaryDown = true;
    await limiter.consume(r);
    await limiter.consume(r);
    await expect(limiter.consume(r)).rejects.toMatchObject({ statusCode: 429 });
    primaryDown = false;
    await limiter.consume(r);
    expect([primary.hits.get(r.key), fallback.hits.get(r.key)]).toEqual([2, 3]);
  });
});
