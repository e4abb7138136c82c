import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { routePath, spaRoutes } from '@aula/contracts';

/**
 * A guardian's family link: `<guardian id>.<HMAC of the id and a nonce with the server's secret>`.
 * Only the nonce is stored, so a copy of the database opens no family page; a new nonce voids the old
 * link, no nonce means no link.
 */
export function familyLinks({ secret, publicUrl }: { secret: string; publicUrl: string }) {
  const signature = (guardianId: number, nonce: string) =>
    createHmac('sha256', secret).update(`family:${guardianId}:${nonce}`).digest('base64url');

  return {
    newNonce: () => randomBytes(16).toString('base64url'),

    urlOf(guardianId: number, nonce: string | null): string | null {
      if (!nonce) return null;
      return `${publicUrl}${routePath(spaRoutes.family, { token: `${guardianId}.${signature(guardianId, nonce)}` })}`;
    },

    /** The guardian id a token names, once its signature matches that guardian's nonce. */
    guardianOf(token: string): number | null {
      const match = /^(\d{1,10})\.([\w-]{43})$/.exec(token);
      return match ? Number(match[1]) : null;
    },

    matches(token: string, guardianId: number, nonce: string | null): boolean {
      if (!nonce) return false;
      const expected = Buffer.from(`${guardianId}.${signature(guardianId, nonce)}`);
      const given = Buffer.from(token);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export type FamilyLinks = ReturnType<typeof familyLinks>;
