import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { consented, demo, logIn } from '../support/accounts';
import { useBrowser } from '../support/browser';
import { recordRequests } from '../support/network';

const session = useBrowser();

/** The API requests of one load of `path`, once the home has shown its sections. */
async function apiRequestsOf(page: Page, path: string, shown: string): Promise<string[]> {
  const requests = recordRequests(page, /\/api\//);
  await page.goto(path);
  await page.getByRole('heading', { name: shown }).waitFor();
  await page.waitForLoadState('networkidle');
  return requests.map((url) => new URL(url).pathname + new URL(url).search);
}

const repeated = (urls: string[]) => urls.filter((url, index) => urls.indexOf(url) !== index);

// On a slow connection every request is a round trip: a section that mounts afresh when a lazy part
// loads, or when a section before it appears, asks for its data again (Preact, in the production
// build, takes a suspended boundary's whole content off).
describe('the homes ask for each piece of data once', () => {
  it("on the student's home, with her frequência (a lazy section) and her class mural", async () => {
    const page = await consented(await session.newPage(), session.baseURL);
    await logIn(page, 'student', demo.student.login, demo.student.password);
    const urls = await apiRequestsOf(page, '/student-dashboard/home', 'Minha frequência');
    expect(urls).toContain('/api/student/attendance/');
    expect(urls.some((url) => url.includes('/posts/'))).toBe(true);
    expect(repeated(urls)).toEqual([]);
  });

  it("on the teacher's home", async () => {
    const page = await consented(await session.newPage(), session.baseURL);
    await logIn(page, 'teacher', demo.teacher.login, demo.teacher.password);
    const urls = await apiRequestsOf(page, '/dashboard/home', 'Destaques do catálogo');
    expect(urls.some((url) => url.startsWith('/api/content/lessonplans/'))).toBe(true);
    expect(repeated(urls)).toEqual([]);
  });
});
