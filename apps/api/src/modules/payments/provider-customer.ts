import { eq } from 'drizzle-orm';
import type { PaymentData } from '@aula/contracts';
import { schema, type Database } from '@aula/db';
import { ApiError } from '../../lib/errors';
import type { UserRow } from '../../lib/auth-context';
import { findPaymentData, toPaymentData } from './payment-data';
import type { PagarmeAddress, PaymentProvider } from './provider/types';

const { userPaymentData } = schema;

function billingAddress(data: PaymentData): PagarmeAddress {
  return {
    line_1: `${data.number}, ${data.street}, ${data.neighborhood}`,
    ...(data.complement ? { line_2: data.complement } : {}),
    zip_code: data.cep,
    city: data.city,
    state: data.state,
    country: 'BR',
  };
}

/** The provider customer for a user, created (or updated, the provider matches by e-mail) once. */
export async function providerCustomerFor(
  db: Database,
  provider: PaymentProvider,
  user: UserRow,
  key: string,
) {
  const data = await findPaymentData(db, user.id);
  if (!data)
    throw new ApiError(400, 'Preencha seus dados de pagamento antes de assinar.', 'payment_data_missing');
  const details = toPaymentData(data);
  const customer = await provider.createCustomer(
    {
      name: details.full_name,
      email: user.email ?? `${user.username}@alunos.aula.local`,
      document: details.cpf,
      document_type: 'CPF',
      type: 'individual',
      code: String(user.id),
      address: billingAddress(details),
      phones: {
        mobile_phone: {
          country_code: '55',
          area_code: details.phone.slice(0, 2),
          number: details.phone.slice(2),
        },
      },
      metadata: { user_id: String(user.id) },
    },
    { idempotencyKey: `customer-${user.id}-${key}` },
  );
  if (data.providerCustomerId !== customer.id) {
    await db
      .update(userPaymentData)
      .set({ providerCustomerId: customer.id })
      .where(eq(userPaymentData.userId, user.id));
  }
  return { customerId: customer.id, address: billingAddress(details) };
}

/** A new card of the customer from a browser token, under a key derived from the request's. */
export async function providerCardFor(
  provider: PaymentProvider,
  user: UserRow,
  customer: { customerId: string; address: PagarmeAddress },
  cardToken: string,
  key: string,
) {
  return provider.createCard(customer.customerId, cardToken, {
    idempotencyKey: `card-${user.id}-${key}`,
    billingAddress: customer.address,
  });
}
