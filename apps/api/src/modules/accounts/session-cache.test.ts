import type { FastifyBaseLogger } from 'fastify';
import type { ChannelListener, DatabaseHandle } from '@aula/db';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AuthContext, UserRow } from '../../lib/auth-context';
import { sessionCache, SESSIONS_CHANNEL, type SessionCache } from './session-cache';

const quiet = { info: () => {}, warn: () => {} } as unknown as FastifyBaseLogger;
const later = () => Date.now() + 60_000;
const authOf = (userId: number, impersonatorId: number | null = null): AuthContext => ({
  user: { id: userId } as UserRow,
  sessionId: `sessao-${userId}`,
  impersonatorId,
});

describe('session cache', () => {
  let cache: SessionCache;
  let channel: ChannelListener;
  let channelName: string;
  beforeEach(async () => {
    cache = sessionCache(100);
    const database = {
      listen: async (name: string, listener: ChannelListener) => {
        channelName = name;
        channel = listener;
        listener.listening();
        return async () => {};
      },
    } as unknown as DatabaseHandle;
    await cache.follow(database, quiet);
  });

  const kept = (token: string, auth: AuthContext, until = later()) => {
    cache.keep(token, auth, until, cache.readStarts());
    return cache.get(token);
  };

  it('keeps what was read until the token expires', () => {
    expect(channelName).toBe(SESSIONS_CHANNEL);
    const auth = authOf(1);
    expect(kept('a', auth)).toBe(auth);
    expect(kept('b', authOf(1), Date.now() - 1)).toBeUndefined();
  });

  it("drops a user's tokens, and those of sessions the user opened as someone else, when the user is announced", () => {
    kept('own', authOf(7));
    kept('as-other', authOf(8, 7));
    kept('someone-else', authOf(9));
    channel.notified('7');
    expect(cache.get('own')).toBeUndefined();
    expect(cache.get('as-other')).toBeUndefined();
    expect(cache.get('someone-else')).toBeDefined();
  });

  it('does not keep a read that began before its user changed', () => {
    const start = cache.readStarts();
    channel.notified('3');
    cache.keep('stale', authOf(3), later(), start);
    expect(cache.get('stale')).toBeUndefined();
    cache.keep('other user', authOf(4), later(), start);
    expect(cache.get('other user')).toBeDefined();
  });

  it('keeps nothing while the channel is lost, nor what was read before it came back', () => {
    kept('before', authOf(1));
    channel.lost();
    expect(cache.get('before')).toBeUndefined();
    expect(kept('during', authOf(2))).toBeUndefined();
    const start = cache.readStarts();
    channel.listening();
    cache.keep('read while lost', authOf(2), later(), start);
    expect(cache.get('read while lost')).toBeUndefined();
    expect(kept('after', authOf(2))).toBeDefined();
  });

  it('drops everything on an announcement it cannot read', () => {
    kept('a', authOf(1));
    channel.notified('?');
    expect(cache.get('a')).toBeUndefined();
  });

  it('stays within its size, the oldest going first', () => {
    for (let i = 0; i < 150; i++) kept(`t${i}`, authOf(i));
    expect(cache.get('t0')).toBeUndefined();
    expect(cache.get('t149')).toBeDefined();
  });
});
