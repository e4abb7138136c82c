-- The question bank: a teacher's own questions and the staff's catalogue. What answers a question
-- (options, the right value, accepted texts, pairs, items) is kept in `answer_data`, never sent to a
-- student as it is.
CREATE TABLE "questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer,
	"catalogue" boolean DEFAULT false NOT NULL,
	"type" text NOT NULL,
	"statement_html" text NOT NULL,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"points" numeric(6, 2) NOT NULL,
	"answer_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"explanation" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questions_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "questions_type_check" CHECK ("type" in ('single_choice', 'multiple_choice', 'true_false', 'numeric', 'short_text', 'matching', 'ordering', 'essay')),
	CONSTRAINT "questions_points_check" CHECK ("points" > 0)
);
--> statement-breakpoint
CREATE INDEX "questions_owner_id_index" ON "questions" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "questions_skills_index" ON "questions" USING gin ("skills");
