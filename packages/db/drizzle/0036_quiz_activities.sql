-- Quiz activities: an activity whose hand-in is the answers to questions of the bank, graded by the
-- server. Each quiz keeps its own copy of its questions, so a later edit in the bank (or deleting the
-- question there) never changes a quiz students already answered.
ALTER TABLE "assignments" DROP CONSTRAINT "assignments_submission_type_check";--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_submission_type_check" CHECK ("submission_type" in ('none', 'text', 'file', 'quiz'));--> statement-breakpoint
ALTER TABLE "assignments" ADD COLUMN "quiz" jsonb;--> statement-breakpoint
CREATE TABLE "assignment_questions" (
	"assignment_id" integer NOT NULL,
	"position" integer NOT NULL,
	"question_id" integer NOT NULL,
	"type" text NOT NULL,
	"statement_html" text NOT NULL,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"points" numeric(6, 2) NOT NULL,
	"answer_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"explanation" text DEFAULT '' NOT NULL,
	CONSTRAINT "assignment_questions_pk" PRIMARY KEY ("assignment_id", "position"),
	CONSTRAINT "assignment_questions_question_unique" UNIQUE ("assignment_id", "question_id"),
	CONSTRAINT "assignment_questions_assignment_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "assignment_questions_points_check" CHECK ("points" > 0)
);--> statement-breakpoint
CREATE INDEX "assignment_questions_skills_index" ON "assignment_questions" USING gin ("skills");--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "quiz_answers" jsonb;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "quiz_marks" jsonb;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "quiz_score" numeric(8, 2);--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "quiz_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "quiz_attempts" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "quiz_draft" jsonb;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "quiz_paper" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "submission_attempts" ADD COLUMN "quiz_answers" jsonb;--> statement-breakpoint
ALTER TABLE "submission_attempts" ADD COLUMN "quiz_marks" jsonb;--> statement-breakpoint
ALTER TABLE "submission_attempts" ADD COLUMN "quiz_score" numeric(8, 2);
