import { randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { jwtVerify, SignJWT } from 'jose';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import { schema, type Database, type DatabaseHandle, type Unlisten } from '@aula/db';
import { TOKEN_INVALID_CODE, type TokenPair } from '@aula/contracts';
import type { AuthContext } from '../../lib/auth-context';
import { ApiError } from '../../lib/errors';
import { sessionCache } from './session-cache';

const { sessions, users } = schema;

export interface TokenSettings {
  secret: string;
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
}

/** How long the refresh token a rotation replaced still works (see `refresh`). */
export const REFRESH_REUSE_GRACE_SECONDS = 30;

/** An impersonation session ends this long after it opened, however often it is refreshed. */
export const IMPERSONATION_LIFETIME_SECONDS = 60 * 60;

const invalidToken = () => new ApiError(401, 'Token is invalid or expired', TOKEN_INVALID_CODE);

interface Claims {
  sub: string;
  sid: string;
  typ: 'access' | 'refresh';
  jti?: string;
  exp?: number;
}

/** How many access tokens each instance remembers the session of (and, apart, the verified claims of). */
const TOKENS_KEPT = 10_000;

/** JWT access/refresh pairs over server-side sessions (refresh-token families with reuse detection). */
export function sessionTokens(database: DatabaseHandle, settings: TokenSettings) {
  const { db } = database;
  // Imported once: given raw bytes, jose would import the key again on every request.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(settings.secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );

  const sign = async (claims: Claims, ttlSeconds: number) =>
    new SignJWT({ sid: claims.sid, typ: claims.typ, ...(claims.jti ? { jti: claims.jti } : {}) })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuedAt()
      .setExpirationTime(`${ttlSeconds}s`)
      .sign(await key);

  async function pair(userId: number, sessionId: string, jti: string): Promise<TokenPair> {
    const sub = String(userId);
    return {
      access: await sign({ sub, sid: sessionId, typ: 'access' }, settings.accessTtlSeconds),
      refresh: await sign({ sub, sid: sessionId, typ: 'refresh', jti }, settings.refreshTtlSeconds),
    };
  }

  // Access tokens already verified, until they expire: a signature checked once stays good, and
  // checking it again (HMAC through WebCrypto) was a fair part of every request's cost. Kept apart
  // from the sessions below, which a revocation drops while the signature stays good.
  const verifiedAccess = new LRUCache<string, Claims>({ max: TOKENS_KEPT });
  // The session and user behind each access token: a request needs no database read to know who
  // it is, and a revocation still takes effect at once (see session-cache.ts).
  const sessionsRead = sessionCache(TOKENS_KEPT);
  let stopFollowing: Unlisten | undefined;

  async function read(token: string, typ: Claims['typ']): Promise<Claims> {
    const known = typ === 'access' ? verifiedAccess.get(token) : undefined;
    if (known && (known.exp ?? 0) * 1000 > Date.now()) return known;
    try {
      const { payload } = await jwtVerify(token, await key, { algorithms: ['HS256'] });
      if (payload.typ !== typ || typeof payload.sub !== 'string' || typeof payload.sid !== 'string') {
        throw invalidToken();
      }
      const claims = payload as unknown as Claims;
      if (typ === 'access') verifiedAccess.set(token, claims);
      return claims;
    } catch {
      throw invalidToken();
    }
  }

  const impersonator = alias(users, 'impersonator');
  /**
   * A session opened by impersonation lives only while its staff member still is active staff
   * (and a superuser, when the account is one), never past its absolute lifetime (rotation does
   * not extend it).
   */
  const impersonationValid = or(
    isNull(sessions.impersonatorId),
    and(
      eq(impersonator.isActive, true),
      or(eq(impersonator.isStaff, true), eq(impersonator.isSuperuser, true)),
      // A superuser's account stays reachable only while the impersonator is a superuser too.
      or(eq(users.isSuperuser, false), eq(impersonator.isSuperuser, true)),
      gt(sessions.createdAt, sql`now() - make_interval(secs => ${IMPERSONATION_LIFETIME_SECONDS})`),
    ),
  );

  // Every authenticated request runs it: prepared, so it is planned once per connection.
  const liveSession = db
    .select({ user: users, impersonatorId: sessions.impersonatorId, openedAt: sessions.createdAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(impersonator, eq(impersonator.id, sessions.impersonatorId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sid')),
        isNull(sessions.revokedAt),
        eq(users.isActive, true),
        impersonationValid,
      ),
    )
    .prepare('auth_live_session');

  const refreshExpiry = () => new Date(Date.now() + settings.refreshTtlSeconds * 1000);

  return {
    /** Opens a new session for the user and returns its first token pair. */
    async open(
      userId: number,
      options: { impersonatorId?: number; loginTokenId?: number } = {},
      tx: Database = db,
    ): Promise<TokenPair> {
      const id = randomUUID();
      const jti = randomUUID();
      await tx.insert(sessions).values({
        id,
        userId,
        impersonatorId: options.impersonatorId ?? null,
        loginTokenId: options.loginTokenId ?? null,
        currentJti: jti,
        expiresAt: options.impersonatorId
          ? new Date(Math.min(refreshExpiry().getTime(), Date.now() + IMPERSONATION_LIFETIME_SECONDS * 1000))
          : refreshExpiry(),
      });
      return pair(userId, id, jti);
    },

    /** Hears revocations from every instance from now on (until `stop`); until then nothing is kept. */
    async start(log: FastifyBaseLogger) {
      stopFollowing = await sessionsRead.follow(database, log);
    },

    async stop() {
      await stopFollowing?.();
    },

    /** Verifies an access token: the session must still be open and the user active. */
    async authenticate(token: string): Promise<AuthContext> {
      const known = sessionsRead.get(token);
      if (known) return known;
      const claims = await read(token, 'access');
      const readStart = sessionsRead.readStarts();
      const [row] = await liveSession.execute({ sid: claims.sid });
      if (!row || String(row.user.id) !== claims.sub) throw invalidToken();
      const auth = { user: row.user, sessionId: claims.sid, impersonatorId: row.impersonatorId };
      const impersonationEnds =
        row.impersonatorId === null
          ? Infinity
          : row.openedAt.getTime() + IMPERSONATION_LIFETIME_SECONDS * 1000;
      sessionsRead.keep(token, auth, Math.min((claims.exp ?? 0) * 1000, impersonationEnds), readStart);
      return auth;
    },

    /**
     * Rotates a refresh token. Only the family's current token works, except that the one just
     * replaced is still honoured for a few seconds — two tabs refreshing at the same instant both
     * present it — and then yields the current generation instead of rotating again. Any other
     * older token is a replay, so the whole family is revoked.
     */
    async refresh(token: string): Promise<TokenPair> {
      const claims = await read(token, 'refresh');
      const jti = claims.jti ?? '';
      const nextJti = randomUUID();
      const now = new Date();
      const live = and(eq(sessions.id, claims.sid), isNull(sessions.revokedAt), gt(sessions.expiresAt, now));
      const [rotated] = await db
        .update(sessions)
        .set({
          currentJti: nextJti,
          previousJti: jti,
          rotatedAt: now,
          lastUsedAt: now,
          expiresAt: sql`case when ${sessions.impersonatorId} is null then ${refreshExpiry()}::timestamptz
            else least(${refreshExpiry()}::timestamptz,
              ${sessions.createdAt} + make_interval(secs => ${IMPERSONATION_LIFETIME_SECONDS})) end`,
        })
        .where(and(live, eq(sessions.currentJti, jti)))
        .returning({ userId: sessions.userId, jti: sessions.currentJti });
      const [concurrent] = rotated
        ? []
        : await db
            .select({ userId: sessions.userId, jti: sessions.currentJti })
            .from(sessions)
            .where(
              and(
                live,
                eq(sessions.previousJti, jti),
                gt(sessions.rotatedAt, new Date(now.getTime() - REFRESH_REUSE_GRACE_SECONDS * 1000)),
              ),
            );
      const session = rotated ?? concurrent;
      if (!session) {
        await db
          .update(sessions)
          .set({ revokedAt: now })
          .where(and(eq(sessions.id, claims.sid), isNull(sessions.revokedAt)));
        throw invalidToken();
      }
      const [user] = await db
        .select({ id: users.id })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .leftJoin(impersonator, eq(impersonator.id, sessions.impersonatorId))
        .where(and(eq(sessions.id, claims.sid), eq(users.isActive, true), impersonationValid));
      if (!user) throw invalidToken();
      return pair(session.userId, claims.sid, session.jti);
    },

    /** Ends the session a refresh token belongs to (logout). Unknown or invalid tokens are ignored. */
    async close(token: string) {
      const claims = await read(token, 'refresh').catch(() => undefined);
      if (!claims) return;
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.id, claims.sid), isNull(sessions.revokedAt)));
    },

    /** Revokes every session of a user (and every one the user opened as someone else), except one when given. */
    async revokeAll(userId: number, options: { except?: string } = {}, tx: Database = db) {
      await tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(
          and(
            or(eq(sessions.userId, userId), eq(sessions.impersonatorId, userId)),
            isNull(sessions.revokedAt),
            options.except ? ne(sessions.id, options.except) : undefined,
          ),
        );
    },

    /**
     * Ends the sessions the given cards or sign-in links opened (the card was cancelled or
     * reprinted). The database announces it to every instance at commit (session-cache.ts).
     */
    async revokeOpenedWith(loginTokenIds: number[], tx: Database = db) {
      if (loginTokenIds.length === 0) return;
      await tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(inArray(sessions.loginTokenId, loginTokenIds), isNull(sessions.revokedAt)));
    },

    /** Ends the sessions a staff member opened as other users (demotion). */
    async revokeImpersonationsBy(staffId: number, tx: Database = db) {
      await tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.impersonatorId, staffId), isNull(sessions.revokedAt)));
    },
  };
}

export type SessionTokens = ReturnType<typeof sessionTokens>;
