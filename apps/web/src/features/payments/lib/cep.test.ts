import { describe, expect, it, vi } from 'vitest';
import { CEP_MESSAGES, lookupCep } from './cep';

const BASE = 'http://127.0.0.1:4010/viacep/ws';

function reply(status: number, body: string, contentType = 'application/json') {
  return vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
    Promise.resolve(new Response(body, { status, headers: { 'Content-Type': contentType } })),
  );
}

describe('lookupCep', () => {
  it('fills the address of a known CEP', async () => {
    const fetchMock = reply(
      200,
      JSON.stringify({
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
      }),
    );
    const result = await lookupCep('01001-000', `${BASE}/`, fetchMock);
    expect(result).toEqual({
      found: true,
      address: {
        cep: '01001000',
        street: 'Praça da Sé',
        complement: 'lado ímpar',
        neighborhood: 'Sé',
        city: 'São Paulo',
        state: 'SP',
      },
    });
    expect(String(fetchMock.mock.calls[0]![0])).toBe(`${BASE}/01001000/json/`);
  });

  it('treats {"erro": true} and {"erro": "true"} as an unknown CEP', async () => {
    for (const body of ['{"erro": true}', '{"erro": "true"}']) {
      const result = await lookupCep('99999999', BASE, reply(200, body));
      expect(result).toEqual({ found: false, reason: 'not_found', message: CEP_MESSAGES.not_found });
    }
  });

  it('reports a malformed CEP answered with 400, and does not call for fewer than 8 digits', async () => {
    const result = await lookupCep('1234567a', BASE, reply(400, '<h1>Http 400</h1>', 'text/html'));
    expect(result).toMatchObject({ found: false, reason: 'malformed' });
    const fetchMock = reply(200, '{}');
    expect(await lookupCep('0100-100', BASE, fetchMock)).toMatchObject({ found: false, reason: 'malformed' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for the address by hand when the service fails or cannot be reached', async () => {
    expect(await lookupCep('01001000', BASE, reply(503, 'indisponível', 'text/plain'))).toMatchObject({
      found: false,
      reason: 'unavailable',
    });
    const offline = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await lookupCep('01001000', BASE, offline)).toEqual({
      found: false,
      reason: 'unavailable',
      message: CEP_MESSAGES.unavailable,
    });
  });
});
