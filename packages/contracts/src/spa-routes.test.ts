import { describe, expect, it } from 'vitest';
import { matchesSpaRoute, routePath } from './spa-routes';

describe('SPA route patterns', () => {
  const patterns = ['/', '/login', '/code/:classroomCode/join', '/dashboard/books/:id'];

  it('matches static and parameterised paths, with or without a trailing slash', () => {
    expect(matchesSpaRoute('/', patterns)).toBe(true);
    expect(matchesSpaRoute('/login', patterns)).toBe(true);
    expect(matchesSpaRoute('/login/', patterns)).toBe(true);
    expect(matchesSpaRoute('/code/ABC234/join', patterns)).toBe(true);
    expect(matchesSpaRoute('/dashboard/books/42', patterns)).toBe(true);
  });

  it('rejects everything else', () => {
    expect(matchesSpaRoute('/login/extra', patterns)).toBe(false);
    expect(matchesSpaRoute('/code//join', patterns)).toBe(false);
    expect(matchesSpaRoute('/nao-existe', patterns)).toBe(false);
    expect(matchesSpaRoute('/dashboard/books', patterns)).toBe(false);
  });

  it('fills parameters, encoding them', () => {
    expect(routePath('/code/:classroomCode/join', { classroomCode: 'AB C' })).toBe('/code/AB%20C/join');
    expect(() => routePath('/dashboard/books/:id')).toThrow(/id/);
  });
});
