import { onlyDigits } from '@aula/contracts';

/** Postal-code lookup in ViaCEP's shape (PROVIDERS.md), at `runtimeConfig.cepServiceUrl`. */

export interface CepAddress {
  /** 8 digits. */
  cep: string;
  street: string;
  complement: string;
  neighborhood: string;
  city: string;
  state: string;
}

export type CepLookup =
  | { found: true; address: CepAddress }
  | { found: false; reason: 'malformed' | 'not_found' | 'unavailable'; message: string };

export const CEP_MESSAGES = {
  malformed: 'CEP inválido: ele tem 8 dígitos, ex. 01001-000.',
  not_found: 'Não encontramos este CEP. Confira o número ou preencha o endereço.',
  unavailable: 'Não foi possível consultar o CEP agora. Preencha o endereço, por favor.',
} as const;

const fail = (reason: keyof typeof CEP_MESSAGES): CepLookup => ({
  found: false,
  reason,
  message: CEP_MESSAGES[reason],
});

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** `GET {baseUrl}/{8 digits}/json/`: `{"erro": true}` (or `"true"`) means unknown, 400 malformed. */
export async function lookupCep(
  cep: string,
  baseUrl: string,
  fetchImpl: typeof fetch = fetch,
  signal?: AbortSignal,
): Promise<CepLookup> {
  const digits = onlyDigits(cep);
  if (digits.length !== 8) return fail('malformed');
  let response: Response;
  try {
    response = await fetchImpl(`${baseUrl.replace(/\/$/, '')}/${digits}/json/`, {
      headers: { Accept: 'application/json' },
      credentials: 'omit',
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    return fail('unavailable');
  }
  if (response.status === 400) return fail('malformed');
  if (!response.ok) return fail('unavailable');
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return fail('unavailable');
  }
  if (typeof body !== 'object' || body === null) return fail('unavailable');
  const data = body as Record<string, unknown>;
  if (data.erro === true || data.erro === 'true') return fail('not_found');
  return {
    found: true,
    address: {
      cep: onlyDigits(text(data.cep)) || digits,
      street: text(data.logradouro),
      complement: text(data.complemento),
      neighborhood: text(data.bairro),
      city: text(data.localidade),
      state: text(data.uf).toUpperCase(),
    },
  };
}
