import { PAGE_DATA } from '@aula/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

let account: string | null = '7';
vi.mock('./session', () => ({ currentAccountId: () => account }));

function putInPage(data: unknown) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = PAGE_DATA.elementId;
  element.textContent = JSON.stringify(data);
  document.head.append(element);
}

async function freshModule() {
  vi.resetModules();
  return import('./page-data');
}

describe('takePageData', () => {
  beforeEach(() => {
    // The test process has been running a while: the page, as far as the module knows, has just opened.
    vi.spyOn(performance, 'now').mockReturnValue(1_000);
    account = '7';
    putInPage({
      account: '7',
      answers: { '/api/profile/me': { id: 7 }, '/api/student/attendance/': { results: [] } },
    });
  });
  afterEach(() => {
    document.getElementById(PAGE_DATA.elementId)?.remove();
    vi.restoreAllMocks();
  });

  it('gives each answer the page brought once, and takes the element out of the page', async () => {
    const { takePageData } = await freshModule();
    expect(takePageData('/api/profile/me')).toEqual({ id: 7 });
    expect(document.getElementById(PAGE_DATA.elementId)).toBeNull();
    expect(takePageData('/api/profile/me')).toBeUndefined();
    expect(takePageData('/api/notifications/')).toBeUndefined();
  });

  it('gives nothing to another account signed in on the same phone', async () => {
    const { takePageData } = await freshModule();
    expect(takePageData('/api/profile/me')).toEqual({ id: 7 });
    account = '8';
    expect(takePageData('/api/student/attendance/')).toBeUndefined();
    account = '7';
    expect(takePageData('/api/student/attendance/')).toBeUndefined();
  });

  it('gives nothing once the page has been open a while', async () => {
    vi.mocked(performance.now).mockReturnValue(60_000);
    const { takePageData } = await freshModule();
    expect(takePageData('/api/profile/me')).toBeUndefined();
  });

  it('gives nothing to a page a service worker controls (the app asks, so the worker keeps its copy)', async () => {
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { controller: {} } });
    const { takePageData } = await freshModule();
    expect(takePageData('/api/profile/me')).toBeUndefined();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });
});

describe('withPageAnswers (a render on the server)', () => {
  it('answers every GET from the answers given, as often as asked, and fails at once on any other', async () => {
    const { takePageData, withPageAnswers } = await freshModule();
    const answers = { '/api/profile/me': { id: 9 } };
    const seen = await withPageAnswers(answers, async () => [
      takePageData('/api/profile/me'),
      takePageData('/api/profile/me'),
    ]);
    expect(seen).toEqual([{ id: 9 }, { id: 9 }]);
    await expect(
      withPageAnswers(answers, async () => takePageData('/api/student/attendance/')),
    ).rejects.toThrow(/não trouxe/);
  });

  it('runs one render at a time, each with its own answers, even when one fails', async () => {
    const { takePageData, withPageAnswers } = await freshModule();
    const later = () => new Promise((resolve) => setTimeout(resolve, 5));
    const [first, failed, second] = await Promise.allSettled([
      withPageAnswers({ '/a': 1 }, async () => {
        await later();
        return takePageData('/a');
      }),
      withPageAnswers({ '/a': 2 }, async () => {
        throw new Error('quebrou');
      }),
      withPageAnswers({ '/a': 3 }, async () => takePageData('/a')),
    ]);
    expect(first).toEqual({ status: 'fulfilled', value: 1 });
    expect(failed.status).toBe('rejected');
    expect(second).toEqual({ status: 'fulfilled', value: 3 });
  });
});
