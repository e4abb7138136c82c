-- One-off orders (issue 50): the annual plan bought by Pix, boleto or card in instalments. An order
-- is a row of "orders" that carries its provider order id and how it is paid; once paid it extends
-- (or opens) a subscription whose billing is 'order' (no provider subscription behind it).
ALTER TABLE "subscription_plans" ADD COLUMN "max_installments" integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD COLUMN "pix_discount_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "billing" text DEFAULT 'recurring' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "payment_method" text DEFAULT 'credit_card' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "installments" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_method" text DEFAULT 'credit_card' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "installments" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "provider_order_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_id" integer REFERENCES "coupons"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pix_qr_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pix_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "boleto_line" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "boleto_barcode" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "boleto_pdf_url" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "boleto_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_bank_account" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_provider_order_unique" ON "orders" USING btree ("provider","provider_order_id");--> statement-breakpoint
-- One open order per teacher: a second checkout meets the pending one.
CREATE UNIQUE INDEX "orders_one_open_per_user" ON "orders" USING btree ("user_id") WHERE "status" = 'pending' AND "provider_order_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_payment_method_index" ON "orders" USING btree ("payment_method","status");--> statement-breakpoint
-- Renewal reminders of an order-billed subscription: one per (subscription, access end, days before).
CREATE TABLE "renewal_reminders" (
	"subscription_id" integer NOT NULL REFERENCES "subscriptions"("id") ON DELETE CASCADE,
	"period_end" timestamp with time zone NOT NULL,
	"days_before" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "renewal_reminders_pk" PRIMARY KEY("subscription_id","period_end","days_before")
);
