import { createHmac, timingSafeEqual } from 'node:crypto';
import type { StoredFile } from '@aula/contracts';

const HOUR_MS = 3_600_000;

type FileRow = {
  id: string;
  isPublic: boolean;
  originalName: string;
  contentType: string;
  sizeBytes: number;
};

export interface FileLinks {
  /** The URL clients use for a file: bare for public files, signed and expiring otherwise. */
  urlFor(file: { id: string; isPublic: boolean }): string;
  /** A stored file as every answer describes it, with its link. */
  present(file: FileRow): StoredFile;
  verify(id: string, expires: number, signature: string): boolean;
}

/**
 * Signed download links, so an <a href> or <img src> works without the JWT header and a link
 * copied out of the app stops working. Expiry is rounded up to the next hour (plus one), so the
 * same file gets the same URL for a while and browsers can cache it.
 */
export function fileLinks(secret: string, now: () => number = Date.now): FileLinks {
  const sign = (id: string, expires: number) =>
    createHmac('sha256', `files:${secret}`).update(`${id}.${expires}`).digest('base64url');
  const urlFor = (file: { id: string; isPublic: boolean }) => {
    const base = `/api/content/files/${file.id}`;
    if (file.isPublic) return base;
    const expires = Math.ceil(now() / HOUR_MS) * HOUR_MS + HOUR_MS;
    const seconds = Math.floor(expires / 1000);
    return `${base}?expires=${seconds}&signature=${sign(file.id, seconds)}`;
  };
  return {
    urlFor,
    present: (file) => ({
      id: file.id,
      name: file.originalName,
      content_type: file.contentType,
      size: file.sizeBytes,
      url: urlFor(file),
    }),
    verify(id, expires, signature) {
      if (!Number.isInteger(expires) || expires * 1000 < now()) return false;
      const expected = Buffer.from(sign(id, expires));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
