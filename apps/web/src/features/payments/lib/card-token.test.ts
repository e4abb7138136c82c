import { describe, expect, it, vi } from 'vitest';
import { CARD_NETWORK_ERROR, CardTokenError, tokenizeCard, type CardInput } from './card-token';

const endpoint = { apiUrl: 'http://127.0.0.1:4010/core/v5/', publicKey: 'pk_test_aula sandbox' };
const card: CardInput = {
  number: '4000 0000 0000 0010',
  holderName: ' Helena Souza ',
  holderDocument: '529.982.247-25',
  expMonth: 12,
  expYear: 2030,
  cvv: '123',
};

function reply(status: number, body: unknown) {
  return vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
    Promise.resolve(
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
    ),
  );
}

async function rejection(promise: Promise<unknown>): Promise<CardTokenError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof CardTokenError) return error;
    throw error;
  }
  throw new Error('A tokenização deveria ter falhado.');
}

describe('tokenizeCard', () => {
  it('posts the card straight to the provider with the public key and returns the token', async () => {
    const fetchMock = reply(200, {
      id: 'token_abc123',
      type: 'card',
      card: { last_four_digits: '0010', brand: 'Visa', holder_name: 'Helena Souza', exp_month: 12 },
    });
    const token = await tokenizeCard(card, endpoint, fetchMock);

    expect(token).toMatchObject({ id: 'token_abc123', card: { last_four_digits: '0010', brand: 'Visa' } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('http://127.0.0.1:4010/core/v5/tokens?appId=pk_test_aula%20sandbox');
    expect(init?.method).toBe('POST');
    // Only Content-Type: no Authorization, no cookies.
    expect(init?.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(init?.credentials).toBe('omit');
    expect(JSON.parse(String(init?.body))).toEqual({
      type: 'card',
      card: {
        number: '4000000000000010',
        holder_name: 'Helena Souza',
        holder_document: '52998224725',
        exp_month: 12,
        exp_year: 2030,
        cvv: '123',
      },
    });
  });

  it('leaves out an empty holder document', async () => {
    const fetchMock = reply(200, { id: 'token_x', card: { last_four_digits: '0010', brand: 'Visa' } });
    await tokenizeCard({ ...card, holderDocument: '' }, endpoint, fetchMock);
    const body = JSON.parse(String(fetchMock.mock.calls[0]![1]?.body)) as { card: object };
    expect(body.card).not.toHaveProperty('holder_document');
  });

  it('turns the provider field errors into Portuguese messages per field', async () => {
    const fetchMock = reply(422, {
      message: 'The request is invalid.',
      errors: {
        'card.number': ['The number field is not a valid credit card number.'],
        'card.exp_year': ['The card is expired.'],
        'card.cvv': ['The cvv field is invalid.'],
      },
    });
    const error = await rejection(tokenizeCard(card, endpoint, fetchMock));
    expect(error.status).toBe(422);
    expect(error.fieldErrors).toEqual({
      number: 'Número do cartão inválido. Confira os dígitos.',
      expiry: 'Cartão vencido.',
      cvv: 'Código de segurança inválido.',
    });
    expect(error.message).toBe('Confira os dados do cartão.');
  });

  it('says "Validade inválida" for a month error and keeps unknown fields in the general message', async () => {
    const fetchMock = reply(422, {
      message: 'The request is invalid.',
      errors: { 'card.exp_month': ['The field exp_month is invalid.'], 'card.brand': ['Unsupported.'] },
    });
    const error = await rejection(tokenizeCard(card, endpoint, fetchMock));
    expect(error.fieldErrors).toEqual({ expiry: 'Validade inválida.' });
    expect(error.message).toBe('A operadora não aceitou os dados do cartão. Confira e tente novamente.');
  });

  it('explains a refused public key, rate limiting and provider failures without English', async () => {
    const unauthorized = await rejection(
      tokenizeCard(
        card,
        endpoint,
        reply(401, { message: 'Authorization has been denied for this request.' }),
      ),
    );
    expect(unauthorized.message).toMatch(/^Não foi possível validar o cartão agora/);
    const limited = await rejection(tokenizeCard(card, endpoint, reply(429, { message: 'Too many' })));
    expect(limited.message).toMatch(/Muitas tentativas/);
    const down = await rejection(
      tokenizeCard(card, endpoint, reply(500, { message: 'An error has occurred.' })),
    );
    expect(down.message).toBe('A operadora do cartão não respondeu. Tente novamente em instantes.');
  });

  it('reports a network failure', async () => {
    const fetchMock = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await rejection(tokenizeCard(card, endpoint, fetchMock));
    expect(error.message).toBe(CARD_NETWORK_ERROR);
    expect(error.fieldErrors).toEqual({});
  });

  it('refuses a success answer without a token id', async () => {
    const error = await rejection(tokenizeCard(card, endpoint, reply(200, { card: {} })));
    expect(error.message).toMatch(/não respondeu/);
  });
});
