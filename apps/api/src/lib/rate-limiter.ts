import { and, eq, lt, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { schema, type Database } from '@aula/db';
import { ApiError } from './errors';

export interface RateLimitRule {
  /** e.g. "login:ip:1.2.3.4" */
  key: string;
  limit: number;
  windowSeconds: number;
}

export interface RateLimitStore {
  /** Adds `amount` hits (0 to only read) and returns the count in the current window. */
  add(key: string, windowSeconds: number, amount: number): Promise<number>;
}

function windowStart(windowSeconds: number, now: number) {
  return Math.floor(now / 1000 / windowSeconds) * windowSeconds;
}

/** Counters in PostgreSQL (or PGlite): shared by every API instance pointing at the database. */
export function postgresRateLimitStore(db: Database, clock: () => number = Date.now): RateLimitStore {
  const { rateLimitCounters: counters } = schema;
  let lastSweep = 0;
  return {
    async add(key, windowSeconds, amount) {
      const now = clock();
      const start = new Date(windowStart(windowSeconds, now) * 1000);
      if (now - lastSweep > 60_000) {
        lastSweep = now;
        await db.delete(counters).where(lt(counters.expiresAt, new Date(now)));
      }
      if (amount === 0) {
        const [row] = await db
          .select({ hits: counters.hits })
          .from(counters)
          .where(and(eq(counters.key, key), eq(counters.windowStart, start)));
        return row?.hits ?? 0;
      }
      const [row] = await db
        .insert(counters)
        .values({
          key,
          windowStart: start,
          hits: amount,
          expiresAt: new Date(start.getTime() + windowSeconds * 1000),
        })
        .onConflictDoUpdate({
          target: [counters.key, counters.windowStart],
          set: { hits: sql`${counters.hits} + ${amount}` },
        })
        .returning({ hits: counters.hits });
      return row?.hits ?? amount;
    },
  };
}

export function redisRateLimitStore(redis: Redis, clock: () => number = Date.now): RateLimitStore {
  return {
    async add(key, windowSeconds, amount) {
      const redisKey = `aula:rl:${key}:${windowStart(windowSeconds, clock())}`;
      if (amount === 0) return Number((await redis.get(redisKey)) ?? 0);
      const [[, hits]] = (await redis
        .multi()
        .incrby(redisKey, amount)
        .expire(redisKey, windowSeconds)
        .exec()) as [[unknown, number]];
      return hits;
    },
  };
}

/**
 * Redis first; while it cannot answer, the counters go to the database (shared by every instance
 * too), so the limits keep holding and no request fails because Redis went away.
 */
export function withFallbackStore(primary: RateLimitStore, fallback: RateLimitStore): RateLimitStore {
  return {
    async add(key, windowSeconds, amount) {
      try {
        return await primary.add(key, windowSeconds, amount);
      } catch {
        return fallback.add(key, windowSeconds, amount);
      }
    },
  };
}

export class RateLimiter {
  constructor(
    private readonly store: RateLimitStore,
    private readonly clock: () => number = Date.now,
    /** Multiplies the limit of per-IP rules (keys with an ":ip:" segment). */
    private readonly ipScale = 1,
  ) {}

  private limitOf(rule: RateLimitRule) {
    return rule.key.includes(':ip:') ? Math.round(rule.limit * this.ipScale) : rule.limit;
  }

  private retryAfter(rule: RateLimitRule) {
    const now = this.clock() / 1000;
    return Math.max(1, Math.ceil(windowStart(rule.windowSeconds, this.clock()) + rule.windowSeconds - now));
  }

  private throttled(rule: RateLimitRule) {
    const seconds = this.retryAfter(rule);
    const minutes = Math.ceil(seconds / 60);
    return new ApiError(
      429,
      `Muitas tentativas. Tente novamente em ${minutes} minuto${minutes > 1 ? 's' : ''}.`,
      'throttled',
      { 'retry-after': String(seconds) },
    );
  }

  /** Throws 429 when any rule is already at its limit, without counting. */
  async check(...rules: RateLimitRule[]) {
    for (const rule of rules) {
      if ((await this.store.add(rule.key, rule.windowSeconds, 0)) >= this.limitOf(rule))
        throw this.throttled(rule);
    }
  }

  /** Counts one hit on each rule. */
  async record(...rules: RateLimitRule[]) {
    await Promise.all(rules.map((rule) => this.store.add(rule.key, rule.windowSeconds, 1)));
  }

  /** Takes back a hit counted by `consume` (an attempt that turned out not to count, e.g. a good login). */
  async refund(...rules: RateLimitRule[]) {
    await Promise.all(rules.map((rule) => this.store.add(rule.key, rule.windowSeconds, -1)));
  }

  /** Counts one hit and throws 429 when that goes over the limit. */
  async consume(...rules: RateLimitRule[]) {
    for (const rule of rules) {
      if ((await this.store.add(rule.key, rule.windowSeconds, 1)) > this.limitOf(rule))
        throw this.throttled(rule);
    }
  }
}
