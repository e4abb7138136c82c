import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPagarmeSandbox, type PagarmeSandbox } from '../src/sandbox/pagarme-sandbox';
import { SANDBOX_CEPS } from '../src/sandbox/viacep';
import { PUBLIC_KEY, SECRET_KEY } from './pagarme-helpers';

const FIELDS = [
  'cep',
  'logradouro',
  'complemento',
  'unidade',
  'bairro',
  'localidade',
  'uf',
  'estado',
  'regiao',
  'ibge',
  'gia',
  'ddd',
  'siafi',
];

describe('ViaCEP sandbox', () => {
  let sandbox: PagarmeSandbox;
  const lookup = (cep: string) => fetch(`${sandbox.cepServiceUrl}/${cep}/json/`);

  beforeAll(async () => {
    sandbox = await startPagarmeSandbox({ publicKey: PUBLIC_KEY, secretKey: SECRET_KEY });
  });
  afterAll(() => sandbox.close());

  it('answers a known CEP exactly as ViaCEP does', async () => {
    const response = await lookup('01001000');
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.json()).toEqual({
      cep: '01001-000',
      logradouro: 'Praça da Sé',
      complemento: 'lado ímpar',
      unidade: '',
      bairro: 'Sé',
      localidade: 'São Paulo',
      uf: 'SP',
      estado: 'São Paulo',
      regiao: 'Sudeste',
      ibge: '3550308',
      gia: '1004',
      ddd: '11',
      siafi: '7107',
    });
  });

  it('has every field, as strings, for each offline CEP', async () => {
    for (const [digits, expected] of Object.entries(SANDBOX_CEPS)) {
      const body = (await (await lookup(digits)).json()) as Record<string, unknown>;
      expect(Object.keys(body)).toEqual(FIELDS);
      expect(Object.values(body).every((v) => typeof v === 'string')).toBe(true);
      expect(body).toEqual(expected);
      expect(body.cep).toBe(`${digits.slice(0, 5)}-${digits.slice(5)}`);
    }
    const ufs = Object.values(SANDBOX_CEPS).map((a) => a.uf);
    expect(new Set(ufs)).toEqual(new Set(['SP', 'RJ', 'MG', 'DF', 'BA']));
  });

  it('answers 200 {"erro": true} for an unknown CEP, and the string form for 99999999', async () => {
    const unknown = await lookup('12345678');
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual({ erro: true });
    expect(await (await lookup('99999999')).json()).toEqual({ erro: 'true' });
  });

  it('answers 400 for a malformed CEP', async () => {
    for (const cep of ['0100100', '010010000', '01001-000', '0100100A']) {
      const response = await lookup(cep);
      expect(response.status).toBe(400);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
    }
  });
});
