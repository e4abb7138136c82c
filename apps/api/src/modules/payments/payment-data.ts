import { eq } from 'drizzle-orm';
import type { PaymentData } from '@aula/contracts';
import { schema, type Database } from '@aula/db';
import { notFound } from '../../lib/errors';

const { userPaymentData } = schema;
type Row = typeof userPaymentData.$inferSelect;

export const toPaymentData = (row: Row): PaymentData => ({
  full_name: row.fullName,
  cpf: row.cpf,
  phone: row.phone,
  cep: row.cep,
  street: row.street,
  number: row.number,
  complement: row.complement,
  neighborhood: row.neighborhood,
  city: row.city,
  state: row.state,
});

export async function findPaymentData(db: Database, userId: number) {
  const [row] = await db.select().from(userPaymentData).where(eq(userPaymentData.userId, userId));
  return row;
}

export async function getPaymentData(db: Database, userId: number) {
  const row = await findPaymentData(db, userId);
  if (!row) throw notFound('Você ainda não informou seus dados de pagamento.');
  return toPaymentData(row);
}

export async function savePaymentData(db: Database, userId: number, data: PaymentData) {
  const values = {
    fullName: data.full_name,
    cpf: data.cpf,
    phone: data.phone,
    cep: data.cep,
    street: data.street,
    number: data.number,
    complement: data.complement,
    neighborhood: data.neighborhood,
    city: data.city,
    state: data.state,
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(userPaymentData)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userPaymentData.userId, set: values })
    .returning();
  return toPaymentData(row!);
}
