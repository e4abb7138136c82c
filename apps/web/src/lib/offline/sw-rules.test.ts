import {
  classroomRoutes,
  diaryHomeRoutes,
  diaryRoutes,
  meRoutes,
  studentAssignmentRoutes,
  classroomPostRoutes,
} from '@aula/contracts';
import { describe, expect, it } from 'vitest';
import { fakeJwt } from '@/test/fake-api';
import { accountOfStore, apiCacheName, filesCacheName, outboxDbName } from './account-stores';
import {
  accountOfAuthorization,
  isOfflineReadable,
  isPrivateFile,
  mayStore,
  OFFLINE_READABLE_PATHS,
} from './sw-rules';

describe('account-scoped offline stores', () => {
  it('keeps exactly the routes issue 49 reads offline, as the contracts spell them', () => {
    expect(OFFLINE_READABLE_PATHS).toEqual([
      meRoutes.me.path,
      studentAssignmentRoutes.studentList.path,
      studentAssignmentRoutes.studentDetail.path,
      classroomPostRoutes.posts.path,
      classroomRoutes.list.path,
      classroomRoutes.detail.path,
      diaryRoutes.record.path,
      diaryHomeRoutes.today.path,
    ]);
  });

  it('matches those paths whole, and nothing else of the API', () => {
    expect(isOfflineReadable('/api/student/assignments/')).toBe(true);
    expect(isOfflineReadable('/api/student/assignments/12/')).toBe(true);
    expect(isOfflineReadable('/api/content/classrooms/3/posts/')).toBe(true);
    expect(isOfflineReadable('/api/content/classrooms/3/diary/2026-03-02/')).toBe(true);
    expect(isOfflineReadable('/api/student/assignments/12/submit/')).toBe(false);
    expect(isOfflineReadable('/api/accounts/my-data/')).toBe(false);
    expect(isOfflineReadable('/api/content/classrooms/3/grades.csv')).toBe(false);
    expect(isOfflineReadable('/api/profile/me/../accounts/my-data/')).toBe(false);
  });

  it('names every store after its account, and tells the account back from the name', () => {
    expect(apiCacheName('7')).toBe('aula-api-7');
    expect(accountOfStore(apiCacheName('7'))).toBe('7');
    expect(accountOfStore(filesCacheName('42'))).toBe('42');
    expect(accountOfStore(outboxDbName('42'))).toBe('42');
    // The precache and the runtime config belong to no one: never erased as someone's.
    expect(accountOfStore('workbox-precache-v2-http://localhost/')).toBeNull();
    expect(accountOfStore('aula-runtime')).toBeNull();
    expect(accountOfStore('aula-api-')).toBeNull();
  });

  it("reads the account from the request's JWT header, and only a well-formed one", () => {
    expect(accountOfAuthorization(`JWT ${fakeJwt({ sub: '15', exp: 1 })}`)).toBe('15');
    expect(accountOfAuthorization(`JWT ${fakeJwt({ sub: 15 })}`)).toBe('15');
    expect(accountOfAuthorization(`Bearer ${fakeJwt({ sub: '15' })}`)).toBeNull();
    expect(accountOfAuthorization(`JWT ${fakeJwt({ sub: '../15' })}`)).toBeNull();
    expect(accountOfAuthorization(`JWT ${fakeJwt({})}`)).toBeNull();
    expect(accountOfAuthorization('JWT não-é-um-token')).toBeNull();
    expect(accountOfAuthorization(null)).toBeNull();
  });

  it('stores only whole successful answers the API does not mark no-store', () => {
    const answer = (status: number, cacheControl?: string) => ({
      status,
      headers: new Headers(cacheControl ? { 'cache-control': cacheControl } : {}),
    });
    expect(mayStore(answer(200))).toBe(true);
    expect(mayStore(answer(200, 'private, max-age=3600'))).toBe(true);
    expect(mayStore(answer(200, 'no-store'))).toBe(false);
    expect(mayStore(answer(200, 'private, No-Store'))).toBe(false);
    expect(mayStore(answer(206))).toBe(false);
    expect(mayStore(answer(404))).toBe(false);
  });

  it('treats only signed file links as private files', () => {
    expect(isPrivateFile(new URL('http://x/api/content/files/ab?expires=1&signature=s'))).toBe(true);
    expect(isPrivateFile(new URL('http://x/api/content/files/ab'))).toBe(false);
    expect(isPrivateFile(new URL('http://x/api/content/other?signature=s'))).toBe(false);
  });
});
