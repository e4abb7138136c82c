-- Families and children's consent (LGPD art. 14): a student's guardians, the links that ask them
-- for consent (only a hash of each token is kept) and every decision with its evidence.
ALTER TABLE "users" ADD COLUMN "under_12" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE TABLE "guardians" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"name" text NOT NULL,
	"relationship" text NOT NULL,
	"email" text,
	"phone" text,
	"weekly_summary" boolean DEFAULT false NOT NULL,
	"family_nonce" text,
	"last_summary_on" date,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guardians_student_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "guardians_created_by_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action,
	CONSTRAINT "guardians_relationship_check" CHECK ("relationship" in ('mae', 'pai', 'responsavel', 'outro')),
	CONSTRAINT "guardians_contact_check" CHECK ("email" is not null or "phone" is not null)
);
--> statement-breakpoint
CREATE INDEX "guardians_student_id_index" ON "guardians" USING btree ("student_id");--> statement-breakpoint
CREATE TABLE "consent_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"guardian_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"channel" text NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "consent_requests_student_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "consent_requests_guardian_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."guardians"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "consent_requests_created_by_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action,
	CONSTRAINT "consent_requests_channel_check" CHECK ("channel" in ('email', 'whatsapp', 'print'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "consent_requests_token_hash" ON "consent_requests" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "consent_requests_student_id_index" ON "consent_requests" USING btree ("student_id");--> statement-breakpoint
CREATE TABLE "consent_decisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"guardian_id" integer,
	"request_id" integer,
	"decision" text NOT NULL,
	"guardian_name" text NOT NULL,
	"relationship" text NOT NULL,
	"weekly_summary" boolean DEFAULT false NOT NULL,
	"policy_version" text NOT NULL,
	"channel" text NOT NULL,
	"ip_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consent_decisions_student_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "consent_decisions_guardian_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."guardians"("id") ON DELETE set null ON UPDATE no action,
	CONSTRAINT "consent_decisions_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."consent_requests"("id") ON DELETE set null ON UPDATE no action,
	CONSTRAINT "consent_decisions_decision_check" CHECK ("decision" in ('granted', 'refused', 'revoked'))
);
--> statement-breakpoint
CREATE INDEX "consent_decisions_student_id_index" ON "consent_decisions" USING btree ("student_id", "created_at");
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("kind" in ('submission', 'comment', 'assignment', 'returned', 'redo', 'post', 'consent'));
