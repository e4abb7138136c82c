import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminCoupon, adminCouponInputSchema, adminCouponQuerySchema } from '@aula/contracts';
import { schema, type Database } from '@aula/db';
import { notFound, ValidationFailure } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/db-errors';
import { audit, iso, offsetOf, type Actor } from './shared';
import { containsText } from '../../lib/text-filter';

const { coupons, couponPlans, subscriptions, subscriptionPlans } = schema;
type CouponInput = z.output<typeof adminCouponInputSchema>;

const toCoupon = (c: typeof coupons.$inferSelect, plans: number[]): AdminCoupon => ({
  id: c.id,
  code: c.code,
  discount_type: c.discountType,
  discount_value: c.discountValue,
  cycles: c.cycles,
  valid_from: iso(c.validFrom),
  valid_until: iso(c.validUntil),
  max_redemptions: c.maxRedemptions,
  redemptions: c.redemptions,
  is_active: c.isActive,
  plans,
  created_at: iso(c.createdAt)!,
});

const columns = (input: CouponInput) => ({
  code: input.code,
  discountType: input.discount_type,
  discountValue: input.discount_value,
  cycles: input.cycles,
  validFrom: input.valid_from ? new Date(input.valid_from) : null,
  validUntil: input.valid_until ? new Date(input.valid_until) : null,
  maxRedemptions: input.max_redemptions,
  isActive: input.is_active,
  updatedAt: new Date(),
});

export function adminCouponsService(deps: { db: Database }) {
  const { db } = deps;

  async function plansOf(ids: number[]) {
    const map = new Map<number, number[]>();
    if (ids.length === 0) return map;
    const rows = await db.select().from(couponPlans).where(inArray(couponPlans.couponId, ids));
    for (const row of rows) map.set(row.couponId, [...(map.get(row.couponId) ?? []), row.subscriptionPlanId]);
    return map;
  }

  async function get(id: number) {
    const [row] = await db.select().from(coupons).where(eq(coupons.id, id));
    if (!row) throw notFound('Cupom não encontrado.');
    return toCoupon(row, (await plansOf([id])).get(id) ?? []);
  }

  async function write(tx: Database, id: number, input: CouponInput) {
    if (input.plans.length > 0) {
      const known = await tx
        .select({ id: subscriptionPlans.id })
        .from(subscriptionPlans)
        .where(inArray(subscriptionPlans.id, input.plans));
      if (known.length !== new Set(input.plans).size)
        throw ValidationFailure.field('plans', 'Plano não encontrado.');
    }
    await tx.delete(couponPlans).where(eq(couponPlans.couponId, id));
    if (input.plans.length > 0) {
      await tx
        .insert(couponPlans)
        .values([...new Set(input.plans)].map((p) => ({ couponId: id, subscriptionPlanId: p })));
    }
  }

  const duplicate = (error: unknown) => {
    if (isUniqueViolation(error))
      return ValidationFailure.field('code', 'Já existe um cupom com este código.');
    return error;
  };

  return {
    get,
    async list(query: z.output<typeof adminCouponQuerySchema>) {
      const where = and(
        query.search ? containsText(query.search, [coupons.code]) : undefined,
        query.is_active ? eq(coupons.isActive, query.is_active === 'true') : undefined,
      );
      const [total] = await db.select({ n: count() }).from(coupons).where(where);
      const rows = await db
        .select()
        .from(coupons)
        .where(where)
        .orderBy(desc(coupons.createdAt), desc(coupons.id))
        .limit(query.page_size)
        .offset(offsetOf(query));
      const plans = await plansOf(rows.map((r) => r.id));
      return { count: total?.n ?? 0, results: rows.map((r) => toCoupon(r, plans.get(r.id) ?? [])) };
    },
    async create(actor: Actor, input: CouponInput) {
      const id = await db
        .transaction(async (tx) => {
          const [row] = await tx.insert(coupons).values(columns(input)).returning();
          await write(tx, row!.id, input);
          await audit(tx, actor, 'coupon.created', { type: 'coupon', id: row!.id }, null, input);
          return row!.id;
        })
        .catch((error: unknown) => {
          throw duplicate(error);
        });
      return get(id);
    },
    async update(actor: Actor, id: number, input: CouponInput) {
      const before = await get(id);
      await db
        .transaction(async (tx) => {
          await tx.update(coupons).set(columns(input)).where(eq(coupons.id, id));
          await write(tx, id, input);
          await audit(tx, actor, 'coupon.updated', { type: 'coupon', id }, before, input);
        })
        .catch((error: unknown) => {
          throw duplicate(error);
        });
      return get(id);
    },
    /** A coupon somebody used stays for the history: it is deactivated instead. */
    async remove(actor: Actor, id: number) {
      const before = await get(id);
      const [used] = await db
        .select({ n: count() })
        .from(subscriptions)
        .where(eq(subscriptions.couponId, id));
      if (before.redemptions > 0 || (used?.n ?? 0) > 0) {
        await db.transaction(async (tx) => {
          await tx.update(coupons).set({ isActive: false, updatedAt: new Date() }).where(eq(coupons.id, id));
          await audit(tx, actor, 'coupon.deactivated', { type: 'coupon', id }, before, {
            ...before,
            is_active: false,
          });
        });
        return {
          deleted: false,
          deactivated: true,
          detail: 'O cupom já foi usado, então foi desativado em vez de excluído para manter o histórico.',
        };
      }
      await db.transaction(async (tx) => {
        await tx.delete(coupons).where(eq(coupons.id, id));
        await audit(tx, actor, 'coupon.deleted', { type: 'coupon', id }, before, null);
      });
      return { deleted: true, deactivated: false, detail: 'Cupom excluído.' };
    },
  };
}

export type AdminCouponsService = ReturnType<typeof adminCouponsService>;
