import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazySchema } from './lazy-schema';

const person = () =>
  z.object({
    name: z.string().trim().min(1, 'Informe o nome.'),
    age: z.int().min(0).nullable().default(null),
  });

describe('lazySchema', () => {
  it('builds the schema on first use, once', () => {
    const build = vi.fn(person);
    const schema = lazySchema(build);
    expect(build).not.toHaveBeenCalled();
    expect(schema.parse({ name: ' Ana ' })).toEqual({ name: 'Ana', age: null });
    schema.safeParse({ name: 'Bia', age: 3 });
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('answers and fails as the schema itself', () => {
    const [lazy, eager] = [lazySchema(person), person()];
    for (const input of [{ name: 'Ana', age: 9 }, { name: '' }, { name: 'Ana', age: -1 }, null, 'x']) {
      expect(lazy.safeParse(input)).toEqual(eager.safeParse(input));
    }
    expect(lazy.safeParse({ name: '' }).error?.issues[0]?.message).toBe('Informe o nome.');
  });

  it('composes like a schema: in objects, arrays, unions, and through its methods', () => {
    const lazy = lazySchema(person);
    const group = z.object({ leader: lazy, members: z.array(lazy), either: z.union([lazy, z.null()]) });
    expect(group.parse({ leader: { name: 'A' }, members: [{ name: 'B', age: 2 }], either: null })).toEqual({
      leader: { name: 'A', age: null },
      members: [{ name: 'B', age: 2 }],
      either: null,
    });
    expect(lazy.extend({ email: z.email() }).safeParse({ name: 'A', email: 'x' }).success).toBe(false);
    expect(lazy.optional().parse(undefined)).toBeUndefined();
    expect(Object.keys(lazy.shape)).toEqual(['name', 'age']);
    expect(lazy).toBeInstanceOf(z.ZodObject);
  });

  it('validates forms through zodResolver', async () => {
    const resolver = zodResolver(lazySchema(person));
    const options = { fields: {}, shouldUseNativeValidation: false } as const;
    const failed = await resolver({ name: '', age: null }, undefined, options);
    expect(failed.errors.name?.message).toBe('Informe o nome.');
    const passed = await resolver({ name: 'Ana', age: null }, undefined, options);
    expect(passed.values).toEqual({ name: 'Ana', age: null });
  });

  it('says so when what it wraps is not a schema', () => {
    const wrong = lazySchema(() => ({ parse: () => 1 }));
    expect(() => wrong.parse()).toThrow('não produziu um schema do zod');
  });
});
