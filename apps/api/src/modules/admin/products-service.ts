import { asc, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { paymentProcessorInputSchema, productInputSchema } from '@aula/contracts';
import { schema, type Database } from '@aula/db';
import type { SecretBox } from './secret-box';
import { audit, iso, type Actor } from './shared';

const { products, paymentProcessors } = schema;

const toProduct = (p: typeof products.$inferSelect) => ({
  id: p.id,
  name: p.name,
  description: p.description,
  price_cents: p.priceCents,
  is_active: p.isActive,
  created_at: iso(p.createdAt)!,
});

/** The secret key never leaves the server: only its last four characters. */
const toProcessor = (p: typeof paymentProcessors.$inferSelect) => ({
  id: p.id,
  name: p.name,
  provider: p.provider,
  public_key: p.publicKey,
  secret_key_last4: p.secretKeyLast4,
  is_active: p.isActive,
  is_default: p.isDefault,
  created_at: iso(p.createdAt)!,
});

export function adminProductsService(deps: { db: Database; box: SecretBox }) {
  const { db, box } = deps;
  return {
    async products() {
      return (await db.select().from(products).orderBy(desc(products.createdAt), desc(products.id))).map(
        toProduct,
      );
    },
    async createProduct(actor: Actor, input: z.output<typeof productInputSchema>) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(products)
          .values({
            name: input.name,
            description: input.description,
            priceCents: input.price_cents,
            isActive: input.is_active,
          })
          .returning();
        const product = toProduct(row!);
        await audit(tx, actor, 'product.created', { type: 'product', id: row!.id }, null, product);
        return product;
      });
    },
    async processors() {
      return (await db.select().from(paymentProcessors).orderBy(asc(paymentProcessors.id))).map(toProcessor);
    },
    async createProcessor(actor: Actor, input: z.output<typeof paymentProcessorInputSchema>) {
      return db.transaction(async (tx) => {
        // One default at a time.
        if (input.is_default)
          await tx
            .update(paymentProcessors)
            .set({ isDefault: false })
            .where(eq(paymentProcessors.isDefault, true));
        const [row] = await tx
          .insert(paymentProcessors)
          .values({
            name: input.name,
            provider: input.provider,
            publicKey: input.public_key,
            secretKeyCiphertext: box.seal(input.secret_key),
            secretKeyLast4: input.secret_key.slice(-4),
            isActive: input.is_active,
            isDefault: input.is_default,
          })
          .returning();
        const processor = toProcessor(row!);
        await audit(
          tx,
          actor,
          'payment_processor.created',
          { type: 'payment_processor', id: row!.id },
          null,
          processor,
        );
        return processor;
      });
    },
  };
}

export type AdminProductsService = ReturnType<typeof adminProductsService>;
