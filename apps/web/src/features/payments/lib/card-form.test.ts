import { describe, expect, it } from 'vitest';
import { cardFormSchema, luhnValid, parseExpiry, toCardInput } from './card-form';

const schema = cardFormSchema(() => new Date(2026, 4, 10));
const valid = {
  number: '4000 0000 0000 0010',
  holder_name: 'HELENA SOUZA',
  holder_document: '529.982.247-25',
  expiry: '05/26',
  cvv: '123',
};

function messages(values: Partial<typeof valid>) {
  const result = schema.safeParse({ ...valid, ...values });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
}

describe('card form', () => {
  it('accepts a valid card and builds the tokenisation input', () => {
    const parsed = schema.parse(valid);
    expect(toCardInput(parsed)).toEqual({
      number: '4000000000000010',
      holderName: 'HELENA SOUZA',
      holderDocument: '52998224725',
      expMonth: 5,
      expYear: 2026,
      cvv: '123',
    });
  });

  it('checks the number with Luhn', () => {
    expect(luhnValid('4000000000000010')).toBe(true);
    expect(luhnValid('4000000000000011')).toBe(false);
    expect(messages({ number: '4000 0000 0000 0011' }).number).toBe(
      'Número do cartão inválido. Confira os dígitos.',
    );
    expect(messages({ number: '' }).number).toBe('Informe o número do cartão.');
  });

  it('reads MM/AA and refuses a past month', () => {
    expect(parseExpiry('12/30')).toEqual({ month: 12, year: 2030 });
    expect(parseExpiry('13/30')).toBeNull();
    expect(messages({ expiry: '04/26' }).expiry).toBe('Cartão vencido.');
    expect(messages({ expiry: '1/2' }).expiry).toBe('Validade inválida: use MM/AA.');
  });

  it('checks the CVV and the holder CPF', () => {
    expect(messages({ cvv: '12' }).cvv).toMatch(/3 ou 4 dígitos/);
    expect(messages({ holder_document: '111.111.111-11' }).holder_document).toBe(
      'CPF inválido: confira os dígitos.',
    );
  });
});
