import { describe, expect, it } from 'vitest';
import { dbId, dbIdParam } from './ids';
import { sharedSchema } from './shared-schema';
import { requiredLine } from './text-fields';

describe('sharedSchema', () => {
  it('builds a schema once per set of arguments', () => {
    let built = 0;
    const line = sharedSchema((label: string, max: number) => {
      built += 1;
      return `${label}:${max}`;
    });
    expect(line('o nome', 80)).toBe(line('o nome', 80));
    expect(line('o nome', 80)).not.toBe(line('o nome', 120));
    expect(line('o título', 80)).not.toBe(line('o nome', 80));
    expect(built).toBe(3);
  });

  it('keeps each shared factory’s rule and messages', () => {
    expect(requiredLine('o nome', 80)).toBe(requiredLine('o nome', 80));
    expect(requiredLine('o nome', 5).safeParse(' \u202Eabc ').data).toBe('abc');
    expect(requiredLine('o nome', 5).safeParse('').error?.issues[0]?.message).toBe('Informe o nome.');
    expect(requiredLine('o título', 5).safeParse('').error?.issues[0]?.message).toBe('Informe o título.');
    expect(dbIdParam().parse('12')).toBe(12);
    expect(dbId('Escolha a turma.').safeParse(undefined).error?.issues[0]?.message).toBe('Escolha a turma.');
    expect(dbId().safeParse(1.5).success).toBe(false);
  });
});
