import { PAGE_DATA } from '@aula/contracts';
import { currentAccountId } from './session';

/** Answers older than this are asked again: they were for the page as it opened. */
const FRESH_FOR_MS = 15_000;

interface PageData {
  account: string;
  answers: Map<string, unknown>;
}

let pageData: PageData | undefined;

/** While the server renders a page with its answers (prerender.tsx): those answers, by path. */
let renderingWith: Map<string, unknown> | undefined;
/** Such renders one at a time: `renderingWith` is the module's, and a render awaits its queries. */
let renderQueue: Promise<unknown> = Promise.resolve();

/**
 * Runs a server render (`render`) in which every GET is answered from `answers`; a GET they do not
 * hold fails at once (the server never calls the API from a render: its section is left loading).
 */
export function withPageAnswers<T>(answers: Record<string, unknown>, render: () => Promise<T>): Promise<T> {
  const rendered = renderQueue.then(async () => {
    renderingWith = new Map(Object.entries(answers));
    try {
      return await render();
    } finally {
      renderingWith = undefined;
    }
  });
  renderQueue = rendered.catch(() => undefined);
  return rendered;
}

function readPageData(): PageData {
  const none = { account: '', answers: new Map() };
  const element = document.getElementById(PAGE_DATA.elementId);
  element?.remove();
  // With a service worker in control the app asks the API itself, so the worker keeps its offline copy.
  if (!element?.textContent || navigator.serviceWorker?.controller) return none;
  try {
    const data = JSON.parse(element.textContent) as { account?: unknown; answers?: Record<string, unknown> };
    if (typeof data.account !== 'string' || !data.answers) return none;
    return { account: data.account, answers: new Map(Object.entries(data.answers)) };
  } catch {
    return none;
  }
}

/**
 * The API's answer to GET `path` that the server put in the page (PAGE_DATA), taken once, while the
 * page has just opened and only by the account it was made for (on a shared phone, someone who signs
 * in right after never sees it); undefined otherwise, and the app asks the API.
 */
export function takePageData(path: string): unknown {
  if (renderingWith) {
    if (!renderingWith.has(path)) throw new Error(`A página não trouxe ${path}.`);
    return renderingWith.get(path);
  }
  if (!hasPageData()) return undefined;
  const answer = pageData?.answers.get(path);
  pageData?.answers.delete(path);
  return answer;
}

/** Whether the page still holds answers that takePageData would give. */
export function hasPageData(): boolean {
  pageData ??= readPageData();
  const { account, answers } = pageData;
  if (answers.size > 0 && (performance.now() > FRESH_FOR_MS || account !== currentAccountId()))
    answers.clear();
  return answers.size > 0;
}
