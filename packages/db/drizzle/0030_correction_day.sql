-- The teacher's correction day: rubrics, redo with earlier attempts kept, private comments per hand-in,
-- in-app notifications and the opt-in daily e-mail digest.
ALTER TABLE "assignments" ADD COLUMN "rubric" jsonb;--> statement-breakpoint
ALTER TABLE "assignments" ADD COLUMN "students_notified_at" timestamp with time zone;--> statement-breakpoint
-- Activities that exist already were seen by their students: nothing to announce.
UPDATE "assignments" SET "students_notified_at" = "created_at";--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "redo_requested" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "rubric_levels" jsonb;--> statement-breakpoint
CREATE INDEX "submissions_waiting_index" ON "submissions" USING btree ("submitted_at") WHERE "submitted_at" IS NOT NULL AND "returned_at" IS NULL;--> statement-breakpoint
CREATE TABLE "submission_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"assignment_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"answer_text" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"late" boolean DEFAULT false NOT NULL,
	"returned_at" timestamp with time zone,
	"grade" numeric(3, 1),
	"feedback" text DEFAULT '' NOT NULL,
	"rubric_levels" jsonb,
	CONSTRAINT "submission_attempts_submission_fk" FOREIGN KEY ("assignment_id","student_id") REFERENCES "public"."submissions"("assignment_id","student_id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
CREATE INDEX "submission_attempts_submission_index" ON "submission_attempts" USING btree ("assignment_id","student_id","submitted_at");--> statement-breakpoint
CREATE TABLE "submission_attempt_files" (
	"attempt_id" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "submission_attempt_files_attempt_id_file_id_pk" PRIMARY KEY("attempt_id","file_id"),
	CONSTRAINT "submission_attempt_files_attempt_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."submission_attempts"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "submission_attempt_files_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
CREATE INDEX "submission_attempt_files_file_id_index" ON "submission_attempt_files" USING btree ("file_id");--> statement-breakpoint
CREATE TABLE "submission_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"assignment_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "submission_comments_assignment_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "submission_comments_student_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "submission_comments_author_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
CREATE INDEX "submission_comments_thread_index" ON "submission_comments" USING btree ("assignment_id","student_id","created_at");--> statement-breakpoint
CREATE INDEX "submission_comments_student_id_index" ON "submission_comments" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "submission_comments_author_id_index" ON "submission_comments" USING btree ("author_id");--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "notifications_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "notifications_kind_check" CHECK ("kind" in ('submission', 'comment', 'assignment', 'returned', 'redo', 'post'))
);
--> statement-breakpoint
CREATE INDEX "notifications_user_id_index" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_unread_index" ON "notifications" USING btree ("user_id") WHERE "read_at" IS NULL;--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"email_digest" boolean DEFAULT false NOT NULL,
	"last_digest_on" date,
	"last_digest_at" timestamp with time zone,
	CONSTRAINT "notification_settings_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action
);
