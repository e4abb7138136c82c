import { describe, expect, it } from 'vitest';
import { isValidCnpj, isValidCpf } from './brazil';
import { paymentDataSchema } from './payments';

describe('Brazilian documents', () => {
  it('checks CPF digits', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(isValidCpf('1234567890')).toBe(false);
  });

  it('checks numeric and alphanumeric CNPJ digits', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11.222.333/0001-82')).toBe(false);
    expect(isValidCnpj('00.000.000/0000-00')).toBe(false);
    expect(isValidCnpj('12.ABC.345/01DE-35')).toBe(true);
  });

  it('validates payment data with Portuguese messages and keeps digits only', () => {
    const ok = paymentDataSchema.parse({
      full_name: 'Helena Souza',
      cpf: '529.982.247-25',
      phone: '(21) 99999-9999',
      cep: '01001-000',
      street: 'Praça da Sé',
      number: '100',
      neighborhood: 'Sé',
      city: 'São Paulo',
      state: 'sp',
    });
    expect(ok).toMatchObject({
      cpf: '52998224725',
      phone: '21999999999',
      cep: '01001000',
      state: 'SP',
      complement: '',
    });
    const bad = paymentDataSchema.safeParse({
      full_name: '',
      cpf: '529.982.247-24',
      phone: '123',
      cep: '0100',
      state: 'XX',
    });
    const messages = Object.fromEntries(bad.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages).toMatchObject({
      full_name: 'Informe o nome completo.',
      cpf: 'CPF inválido: confira os dígitos.',
      phone: 'Informe o telefone com DDD, ex. (21) 99999-9999.',
      cep: 'O CEP tem 8 dígitos, ex. 01001-000.',
      state: 'Escolha um estado.',
    });
  });
});
