import type { FastifyInstance } from 'fastify';
import { meRoutes, PAGE_DATA, routeUrl, type SpaRouteName } from '@aula/contracts';

/** What a signed-in home's page carries (PAGE_DATA): whose answers they are, and the answers by path. */
export interface PageData {
  account: string;
  answers: Record<string, unknown>;
}

/** The ids of a list answer's `results`. */
function idsOf(answer: unknown): number[] {
  const results = (answer as { results?: { id?: unknown }[] } | undefined)?.results;
  if (!Array.isArray(results)) return [];
  return results.map((item) => item.id).filter((id): id is number => Number.isInteger(id));
}

/**
 * Asks the API, as the signed-in visitor (her access token, her address for the rate limits), for the
 * answers her home asks for as it opens (PAGE_DATA.paths), through the very routes the app would call:
 * the same checks, the same shapes — then what depends on those (PAGE_DATA.perItem). Only the answers
 * that succeeded are kept, and only with the profile the API answered, whose id names the account the
 * page is for: none when the token is missing or refused (the app then asks, and renews its session).
 */
export function pageDataLoader(app: FastifyInstance) {
  return async function pageData(
    route: SpaRouteName,
    accessToken: string | undefined,
    ip: string,
  ): Promise<PageData | undefined> {
    const paths = PAGE_DATA.paths[route];
    if (!paths || !accessToken) return undefined;
    const askAll = async (urls: readonly string[]) => {
      const answered = await Promise.all(
        urls.map(async (url) => {
          const response = await app.inject({
            method: 'GET',
            url,
            remoteAddress: ip,
            headers: { authorization: `JWT ${accessToken}`, accept: 'application/json' },
          });
          return response.statusCode === 200 ? ([url, response.json()] as const) : null;
        }),
      );
      return Object.fromEntries(answered.filter((answer) => answer !== null)) as Record<string, unknown>;
    };
    const answers = await askAll(paths);
    const account = (answers[routeUrl(meRoutes.me)] as { id?: unknown } | undefined)?.id;
    if (typeof account !== 'number') return undefined;
    const following = (PAGE_DATA.perItem[route] ?? []).flatMap(({ of, path, max }) =>
      idsOf(answers[of]).slice(0, max).map(path),
    );
    Object.assign(answers, await askAll(following));
    return { account: String(account), answers };
  };
}
