CREATE TABLE "payment_locks" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_locks" ADD CONSTRAINT "payment_locks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "orphan_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text DEFAULT 'pagarme' NOT NULL,
	"provider_subscription_id" text NOT NULL,
	"provider_customer_id" text,
	"user_id" integer,
	"action" text NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"detail" text,
	"found_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orphan_subscriptions" ADD CONSTRAINT "orphan_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orphan_subscriptions_provider_id_unique" ON "orphan_subscriptions" USING btree ("provider","provider_subscription_id");--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "replaces_subscription_id" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_replaces_subscription_id_subscriptions_id_fk" FOREIGN KEY ("replaces_subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscriptions_replaces_subscription_id_index" ON "subscriptions" USING btree ("replaces_subscription_id");--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "past_due_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "period_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "period_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "card_last4" text;--> statement-breakpoint
ALTER TABLE "user_payment_data" ADD COLUMN "reconciled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "webhook_events" ADD COLUMN "claimed_at" timestamp with time zone;
