import { describe, expect, it } from 'vitest';
import { routeUrl } from './route';
import { classroomRoutes } from './routes/classrooms';

describe('routeUrl', () => {
  it('fills the path parameters, URL-encoded, and appends the query without empty values', () => {
    expect(routeUrl(classroomRoutes.detail, { id: 7 })).toBe('/api/content/classrooms/7/');
    expect(routeUrl(classroomRoutes.byCode, { code: 'AB 12/x' })).toBe(
      '/api/content/classrooms/code/AB%2012%2Fx/',
    );
    expect(routeUrl(classroomRoutes.list, {}, { page_size: 100, search: '', page: undefined })).toBe(
      '/api/content/classrooms/?page_size=100',
    );
  });

  it('refuses a path whose parameter is missing', () => {
    expect(() => routeUrl(classroomRoutes.detail)).toThrow(/id/);
  });
});
