import { routePath, spaRoutes } from '@aula/contracts';
import { getRuntimeConfig } from '@/lib/runtime-config';

function publicBase(): string {
  let base = '';
  try {
    base = getRuntimeConfig().publicUrl;
  } catch {
    // Before the runtime configuration loads (tests): the page's own origin.
  }
  return (base || window.location.origin).replace(/\/$/, '');
}

/** An absolute address on the product's public URL, e.g. `publicUrlFor('/login')`. */
export function publicUrlFor(path: string): string {
  return `${publicBase()}${path}`;
}

/** The public page a student opens to join a classroom: `/code/{code}`. */
export function joinPath(code: string): string {
  return `/code/${encodeURIComponent(code)}`;
}

export function joinUrl(code: string): string {
  return `${publicBase()}${joinPath(code)}`;
}

/** The same address without "https://", to write on a board or a card. */
export function displayUrl(url: string): string {
  return url.replace(/^https?:\/\//, '');
}

/** The classroom code inside a one-time login URL (`…/code/{code}/student-login-token?token=…`). */
export function codeOfLoginUrl(url: string): string | null {
  const match = /\/code\/([^/?#]+)\/student-login-token/.exec(url);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/** A classroom's lesson, open in its book, whose "back" then returns to that classroom. */
export function lessonInBookPath(planId: number, lessonId: number, classroomId: number): string {
  const query = new URLSearchParams({ aula: String(lessonId), turma: String(classroomId) });
  return `${routePath(spaRoutes.teacherBook, { id: planId })}?${query.toString()}`;
}
