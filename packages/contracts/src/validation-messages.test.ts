import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { configureValidationMessages } from './validation-messages';

const messages = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => issue.message);

describe('validation messages', () => {
  beforeAll(configureValidationMessages);

  it('says in Portuguese what a field lacks when its schema names no message', () => {
    const schema = z
      .object({
        name: z.string().min(1).max(3),
        code: z.string().min(4),
        age: z.coerce.number().int().min(6).max(120),
        ratio: z.number().gt(0).lt(1),
        tags: z.array(z.string()).min(1).max(2),
        email: z.email(),
        kind: z.enum(['livro', 'aula']),
        step: z.number().multipleOf(5),
      })
      .strict();
    expect(
      messages(schema, {
        name: 'abcd',
        code: 'ab',
        age: 'x',
        ratio: 1,
        tags: ['a', 'b', 'c'],
        email: 'sem-arroba',
        kind: 'turma',
        step: 7,
        extra: 1,
      }),
    ).toEqual([
      'Use no máximo 3 caracteres.',
      'Use ao menos 4 caracteres.',
      'Informe um número.',
      'Informe um valor menor que 1.',
      'Use no máximo 2 itens.',
      'Informe um e-mail válido.',
      'Escolha uma destas opções: livro, aula.',
      'Informe um múltiplo de 5.',
      'Campo não reconhecido: extra.',
    ]);
    expect(messages(schema, { name: '', code: 'abcd', age: 4.5, ratio: 0, tags: [], step: 5 })).toEqual([
      'Campo obrigatório.',
      'Informe um número inteiro.',
      'Informe um valor maior que 0.',
      'Escolha ao menos um item.',
      'Campo obrigatório.',
      'Campo obrigatório.',
    ]);
    expect(messages(schema, 'texto')).toEqual(['Envie os dados como um objeto JSON.']);
    // A request without a body, not a missing field.
    expect(messages(schema, undefined)).toEqual(['Envie os dados como um objeto JSON.']);
    expect(messages(z.object({ address: z.object({ cep: z.string() }) }), {})).toEqual([
      'Campo obrigatório.',
    ]);
    expect(messages(z.number().min(1000).max(5000), 10_000)).toEqual([
      'Informe um valor de no máximo 5.000.',
    ]);
  });

  it("keeps a schema's own message", () => {
    expect(messages(z.string().min(1, 'Informe o cupom.'), '')).toEqual(['Informe o cupom.']);
  });
});
