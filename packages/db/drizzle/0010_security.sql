ALTER TABLE "audit_log" ADD COLUMN "impersonator_id" integer;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_impersonator_id_users_id_fk" FOREIGN KEY ("impersonator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_impersonator_idx" ON "sessions" USING btree ("impersonator_id");
--> statement-breakpoint
ALTER TABLE "feedbacks" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD COLUMN "answered_by_id" integer;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD CONSTRAINT "feedbacks_answered_by_id_users_id_fk" FOREIGN KEY ("answered_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedbacks" DROP CONSTRAINT "feedbacks_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "feedbacks" ADD CONSTRAINT "feedbacks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedbacks_answered_at_created_at_index" ON "feedbacks" USING btree ("answered_at","created_at");
