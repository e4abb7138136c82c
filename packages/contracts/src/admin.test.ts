import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { grantSubscriptionInputSchema } from './admin-billing';
import { adminPlanInputSchema, productInputSchema } from './admin-catalogue';

/** Each field's messages, as the API sends them and the forms show them. */
const messages = (schema: z.ZodType, value: object) =>
  schema.safeParse(value).error?.issues.reduce<Record<string, string[]>>((all, issue) => {
    const field = issue.path.join('.');
    (all[field] ??= []).push(issue.message);
    return all;
  }, {});

describe('admin forms say one thing per problem, in Portuguese', () => {
  it('a product price must be above zero', () => {
    for (const price_cents of [-500, 0]) {
      expect(messages(productInputSchema, { name: 'Apostila', price_cents })).toEqual({
        price_cents: ['O preço deve ser maior que zero.'],
      });
    }
  });

  it('a plan is monthly or yearly, named in Portuguese', () => {
    const plan = { name: 'Plano', price_cents: 1000, access_config_id: 1 };
    for (const interval of ['week', undefined]) {
      expect(messages(adminPlanInputSchema, { ...plan, interval })).toEqual({
        interval: ['Escolha mensal ou anual.'],
      });
    }
  });

  it('a grant reason has at least 3 characters', () => {
    const grant = { user: 1, subscription_plan: 1, days: 30 };
    for (const reason of ['', 'ok']) {
      expect(messages(grantSubscriptionInputSchema, { ...grant, reason })).toEqual({
        reason: ['Informe o motivo, com ao menos 3 caracteres.'],
      });
    }
  });
});
