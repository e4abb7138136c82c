import { afterEach, describe, expect, it } from 'vitest';
import { devRuntimeConfig, setRuntimeConfig } from '@/lib/runtime-config';
import { codeOfLoginUrl, displayUrl, joinPath, joinUrl, lessonInBookPath } from '@/lib/classroom-links';

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

  it("opens a classroom's lesson in its book, with the classroom to come back to", () => {
    // plan-page.tsx reads `aula` (the lesson to open) and `turma` ("Voltar à turma").
    expect(lessonInBookPath(12, 5, 7)).toBe('/dashboard/books/12?aula=5&turma=7');
  });
});
