import { afterEach, describe, expect, it } from 'vitest';
import { devRuntimeConfig, setRuntimeConfig } from '@/lib/runtime-config';
import { codeOfLoginUrl, displayUrl, formatDate, formatDateTime, joinPath, joinUrl } from './links';

afterEach(() => {
  setRuntimeConfig(devRuntimeConfig('http://localhost:3000'));
});

describe('classroom links', () => {
  it('builds the join address from the public URL', () => {
    setRuntimeConfig({ ...devRuntimeConfig('http://x'), publicUrl: 'https://aula.example.com/' });
    expect(joinPath('K7M2QX')).toBe('/code/K7M2QX');
    expect(joinUrl('K7M2QX')).toBe('https://aula.example.com/code/K7M2QX');
    expect(displayUrl(joinUrl('K7M2QX'))).toBe('aula.example.com/code/K7M2QX');
  });

  it('finds the classroom code in a one-time login URL', () => {
    expect(codeOfLoginUrl('https://a.b/code/K7M2QX/student-login-token?token=abc')).toBe('K7M2QX');
    expect(codeOfLoginUrl('https://a.b/login')).toBeNull();
  });

  it('writes dates the Brazilian way, in Brasília time', () => {
    expect(formatDate('2026-03-01T02:00:00Z')).toBe('28/02/2026');
    expect(formatDateTime('2026-03-01T15:30:00Z')).toBe('01/03/2026, 12:30');
  });
});
