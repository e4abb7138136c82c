CREATE TABLE "plan_shares" (
	"token" text PRIMARY KEY NOT NULL,
	"lesson_plan_id" integer NOT NULL,
	"created_by_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plan_shares" ADD CONSTRAINT "plan_shares_lesson_plan_id_lesson_plans_id_fk" FOREIGN KEY ("lesson_plan_id") REFERENCES "public"."lesson_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_shares" ADD CONSTRAINT "plan_shares_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plan_shares_lesson_plan_unique" ON "plan_shares" USING btree ("lesson_plan_id");--> statement-breakpoint
CREATE INDEX "plan_shares_created_by_id_index" ON "plan_shares" USING btree ("created_by_id");
