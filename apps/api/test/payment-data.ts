import { schema, type Database } from '@aula/db';

/** Valid billing data for a teacher (a real CPF check digit, a São Paulo address). */
export const PAYMENT_DATA = {
  full_name: 'Maria da Silva',
  cpf: '529.982.247-25',
  phone: '(21) 99999-9999',
  cep: '01001-000',
  street: 'Praça da Sé',
  number: '100',
  neighborhood: 'Sé',
  city: 'São Paulo',
  state: 'SP',
};

/** The same billing data stored for a teacher already known to the provider as `providerCustomerId`. */
export async function insertBillingData(db: Database, userId: number, providerCustomerId: string) {
  await db.insert(schema.userPaymentData).values({
    userId,
    fullName: PAYMENT_DATA.full_name,
    cpf: PAYMENT_DATA.cpf.replace(/\D/g, ''),
    phone: PAYMENT_DATA.phone.replace(/\D/g, ''),
    cep: PAYMENT_DATA.cep.replace(/\D/g, ''),
    street: PAYMENT_DATA.street,
    number: PAYMENT_DATA.number,
    neighborhood: PAYMENT_DATA.neighborhood,
    city: PAYMENT_DATA.city,
    state: PAYMENT_DATA.state,
    providerCustomerId,
  });
}
