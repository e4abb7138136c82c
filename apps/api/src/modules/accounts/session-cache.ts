import { LRUCache } from 'lru-cache';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle, Unlisten } from '@aula/db';
import type { AuthContext } from '../../lib/auth-context';

/**
 * Where the database announces, with a user's id, that what authenticate read about that user
 * changed: the row, or one of the sessions (migration 0031's triggers). Announced at commit, heard
 * by every instance; by this one before the write that caused it resolves.
 */
export const SESSIONS_CHANNEL = 'aula_sessions';

/** Past this many users changed while reads were in flight, the record starts over (see `changed`). */
const CHANGES_KEPT = 10_000;

interface Entry {
  auth: AuthContext;
  /** Epoch ms: when the access token expires (or an impersonation ends), whichever is first. */
  until: number;
}

/**
 * What authenticate read for each access token, kept until the token expires so a request needs no
 * database read to know who it is. Only while the sessions channel is heard: an announcement drops
 * the user's entries (and those of sessions the user opened as someone else); a lost channel drops
 * everything, and nothing is kept until it is heard again.
 */
export function sessionCache(max: number) {
  const tokensOf = new Map<number, Set<string>>();
  const index = (id: number | null, token: string, add: boolean) => {
    if (id === null) return;
    const tokens = tokensOf.get(id);
    if (add) tokensOf.set(id, (tokens ?? new Set()).add(token));
    else if (tokens?.delete(token) && tokens.size === 0) tokensOf.delete(id);
  };
  const entries = new LRUCache<string, Entry>({
    max,
    dispose: ({ auth }, token) => {
      index(auth.user.id, token, false);
      index(auth.impersonatorId, token, false);
    },
  });
  let heard = false;
  // Counts announcements. A read that began before a change to its user (or before the channel
  // was heard again) may have seen the old state, so it is not kept.
  let clock = 0;
  let floor = 0;
  const changed = new Map<number, number>();
  const changedSince = (id: number | null, start: number) => id !== null && (changed.get(id) ?? 0) > start;

  function forget(userId: number) {
    changed.set(userId, ++clock);
    if (changed.size > CHANGES_KEPT) {
      changed.clear();
      floor = clock;
    }
    for (const token of [...(tokensOf.get(userId) ?? [])]) entries.delete(token);
  }

  function forgetAll() {
    floor = ++clock;
    entries.clear();
  }

  return {
    get(token: string): AuthContext | undefined {
      if (!heard) return undefined;
      const entry = entries.get(token);
      if (!entry) return undefined;
      if (entry.until > Date.now()) return entry.auth;
      entries.delete(token);
      return undefined;
    },

    /** Taken before reading the session: `keep` refuses what changed since. */
    readStarts: () => clock,

    keep(token: string, auth: AuthContext, until: number, readStart: number) {
      if (!heard || readStart < floor || until <= Date.now()) return;
      if (changedSince(auth.user.id, readStart) || changedSince(auth.impersonatorId, readStart)) return;
      entries.set(token, { auth, until });
      index(auth.user.id, token, true);
      index(auth.impersonatorId, token, true);
    },

    /** Listens to the sessions channel until the returned function is called. */
    follow(database: DatabaseHandle, log: FastifyBaseLogger): Promise<Unlisten> {
      let lost = false;
      return database.listen(SESSIONS_CHANNEL, {
        notified: (payload) => {
          const userId = Number(payload);
          if (Number.isInteger(userId)) forget(userId);
          else forgetAll();
        },
        listening: () => {
          forgetAll();
          heard = true;
          if (lost) log.info('Canal de sessões de volta: sessões em memória outra vez');
          lost = false;
        },
        lost: () => {
          heard = false;
          forgetAll();
          if (!lost)
            log.warn('Canal de sessões perdido: cada requisição lê a sessão no banco até ele voltar');
          lost = true;
        },
      });
    },
  };
}

export type SessionCache = ReturnType<typeof sessionCache>;
