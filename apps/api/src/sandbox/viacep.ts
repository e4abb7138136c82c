import type { FastifyInstance } from 'fastify';

/** ViaCEP's 200 body: every field a string, "" when missing. */
export interface ViaCepAddress {
  cep: string;
  logradouro: string;
  complemento: string;
  unidade: string;
  bairro: string;
  localidade: string;
  uf: string;
  estado: string;
  regiao: string;
  ibge: string;
  gia: string;
  ddd: string;
  siafi: string;
}

const city = {
  saoPaulo: {
    localidade: 'São Paulo',
    uf: 'SP',
    estado: 'São Paulo',
    regiao: 'Sudeste',
    ibge: '3550308',
    ddd: '11',
    siafi: '7107',
  },
  rio: {
    localidade: 'Rio de Janeiro',
    uf: 'RJ',
    estado: 'Rio de Janeiro',
    regiao: 'Sudeste',
    ibge: '3304557',
    ddd: '21',
    siafi: '6001',
  },
  bh: {
    localidade: 'Belo Horizonte',
    uf: 'MG',
    estado: 'Minas Gerais',
    regiao: 'Sudeste',
    ibge: '3106200',
    ddd: '31',
    siafi: '4123',
  },
  brasilia: {
    localidade: 'Brasília',
    uf: 'DF',
    estado: 'Distrito Federal',
    regiao: 'Centro-Oeste',
    ibge: '5300108',
    ddd: '61',
    siafi: '9701',
  },
  salvador: {
    localidade: 'Salvador',
    uf: 'BA',
    estado: 'Bahia',
    regiao: 'Nordeste',
    ibge: '2927408',
    ddd: '71',
    siafi: '3849',
  },
};

const entry = (
  cep: string,
  street: { logradouro: string; complemento?: string; bairro: string },
  place: (typeof city)[keyof typeof city],
  gia = '',
): ViaCepAddress => ({
  cep,
  logradouro: street.logradouro,
  complemento: street.complemento ?? '',
  unidade: '',
  bairro: street.bairro,
  localidade: place.localidade,
  uf: place.uf,
  estado: place.estado,
  regiao: place.regiao,
  ibge: place.ibge,
  gia,
  ddd: place.ddd,
  siafi: place.siafi,
});

/** A few real CEPs, answered offline. */
export const SANDBOX_CEPS: Record<string, ViaCepAddress> = {
  '01001000': entry(
    '01001-000',
    { logradouro: 'Praça da Sé', complemento: 'lado ímpar', bairro: 'Sé' },
    city.saoPaulo,
    '1004',
  ),
  '01310100': entry(
    '01310-100',
    { logradouro: 'Avenida Paulista', complemento: 'de 612 a 1510 - lado par', bairro: 'Bela Vista' },
    city.saoPaulo,
    '1004',
  ),
  '20040020': entry(
    '20040-020',
    { logradouro: 'Praça Floriano', complemento: 'lado ímpar', bairro: 'Centro' },
    city.rio,
  ),
  '30130010': entry('30130-010', { logradouro: 'Praça Sete de Setembro', bairro: 'Centro' }, city.bh),
  '70040010': entry('70040-010', { logradouro: 'SBS Quadra 2', bairro: 'Asa Sul' }, city.brasilia),
  '40020000': entry('40020-000', { logradouro: 'Avenida Sete de Setembro', bairro: 'Centro' }, city.salvador),
};

/** Answers `{"erro": "true"}` (a string), the other shape ViaCEP has been seen to use. */
const CEP_NOT_FOUND_AS_STRING = '99999999';

const BAD_REQUEST_PAGE =
  '<!DOCTYPE html><html lang="pt-br"><head><title>ViaCEP 400</title></head><body><h1>Http 400</h1><h3>Verifique a sua URL (Bad Request)</h3></body></html>';

/** `GET /ws/{cep}/json/` in ViaCEP's shape; mount it under a prefix (the sandbox uses /viacep). */
export async function viaCepRoutes(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('access-control-allow-origin', '*');
  });
  app.get('/ws/:cep/json/', async (request, reply) => {
    const { cep } = request.params as { cep: string };
    if (!/^\d{8}$/.test(cep))
      return reply.status(400).type('text/html; charset=utf-8').send(BAD_REQUEST_PAGE);
    const address = SANDBOX_CEPS[cep];
    if (address) return reply.send(address);
    return reply.send({ erro: cep === CEP_NOT_FOUND_AS_STRING ? 'true' : true });
  });
}
