import { count } from 'drizzle-orm';
import { schema, type Database } from '@aula/db';

const DEMO_COUPON = 'BEMVINDO10';

/** Mensal and Anual (made-up prices) and a 10 % first-charge coupon, when no plan exists yet. */
export async function seedDemoPayments(db: Database) {
  const { subscriptionPlans, accessConfigs, coupons } = schema;
  const [row] = await db.select({ n: count() }).from(subscriptionPlans);
  if ((row?.n ?? 0) > 0) return;
  const [paid] = await db
    .insert(accessConfigs)
    .values({
      name: 'Assinante',
      ads: false,
      maxStudents: 200,
      teachersAccounts: 1,
      maxCustomLessons: 50,
      group: 'paid',
    })
    .returning();
  await db.insert(subscriptionPlans).values([
    {
      name: 'Mensal',
      description: 'Todos os planos de aula premium, até 200 alunos e 50 livros próprios, sem anúncios.',
      priceCents: 2990,
      interval: 'month',
      accessConfigId: paid!.id,
      position: 1,
    },
    {
      name: 'Anual',
      description: 'Tudo do Mensal com dois meses de desconto, cobrado uma vez por ano.',
      priceCents: 29900,
      interval: 'year',
      accessConfigId: paid!.id,
      position: 2,
    },
  ]);
  await db
    .insert(coupons)
    .values({ code: DEMO_COUPON, discountType: 'percentage', discountValue: 10, cycles: 1 });
}
