-- Each use of a coupon, reserved by a checkout before the provider charges and kept by the
-- subscription it created (see couponRedemptions): the count can no longer be raced past its limit.
CREATE TABLE "coupon_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL REFERENCES "coupons"("id") ON DELETE CASCADE,
	"checkout" text NOT NULL,
	"subscription_id" integer REFERENCES "subscriptions"("id") ON DELETE SET NULL,
	"reserved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_redemptions_checkout_unique" ON "coupon_redemptions" ("checkout");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_redemptions_subscription_unique" ON "coupon_redemptions" ("subscription_id");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_coupon_id_index" ON "coupon_redemptions" ("coupon_id");--> statement-breakpoint
-- The uses so far: every subscription with the coupon whose first charge did not fail.
INSERT INTO "coupon_redemptions" ("coupon_id", "checkout", "subscription_id")
  SELECT "coupon_id", 'subscription-' || "id", "id" FROM "subscriptions"
  WHERE "coupon_id" IS NOT NULL AND "status" <> 'failed';--> statement-breakpoint
UPDATE "coupons" SET "redemptions" = (SELECT count(*) FROM "coupon_redemptions" r WHERE r."coupon_id" = "coupons"."id");
