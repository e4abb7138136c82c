-- How much of a charge went back to the card: a plan change to a cheaper plan refunds the part of
-- the paid period its first charge could not absorb, and the charge stays "paid" for the rest.
ALTER TABLE "orders" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "orders" SET "refunded_cents" = "amount_cents" WHERE "status" = 'refunded';
