ALTER TABLE "lessons" ADD COLUMN "student_content_html" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "lesson_attachments" ADD COLUMN "for_students" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE TABLE "assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"classroom_id" integer NOT NULL,
	"lesson_id" integer,
	"title" text NOT NULL,
	"instructions_html" text DEFAULT '' NOT NULL,
	"due_at" timestamp with time zone,
	"publish_at" timestamp with time zone,
	"whole_class" boolean DEFAULT true NOT NULL,
	"submission_type" text DEFAULT 'text' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assignments_submission_type_check" CHECK ("submission_type" in ('none', 'text', 'file'))
);
--> statement-breakpoint
CREATE TABLE "assignment_students" (
	"assignment_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	CONSTRAINT "assignment_students_assignment_id_student_id_pk" PRIMARY KEY("assignment_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "submissions" (
	"assignment_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"opened_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"returned_at" timestamp with time zone,
	"answer_text" text DEFAULT '' NOT NULL,
	"grade" numeric(3, 1),
	"feedback" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "submissions_assignment_id_student_id_pk" PRIMARY KEY("assignment_id","student_id"),
	CONSTRAINT "submissions_grade_check" CHECK ("grade" between 0 and 10)
);
--> statement-breakpoint
CREATE TABLE "submission_files" (
	"assignment_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "submission_files_assignment_id_student_id_file_id_pk" PRIMARY KEY("assignment_id","student_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "classroom_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"classroom_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"body_html" text NOT NULL,
	"assignment_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_students" ADD CONSTRAINT "assignment_students_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_students" ADD CONSTRAINT "assignment_students_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_files" ADD CONSTRAINT "submission_files_submission_fk" FOREIGN KEY ("assignment_id","student_id") REFERENCES "public"."submissions"("assignment_id","student_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_files" ADD CONSTRAINT "submission_files_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_posts" ADD CONSTRAINT "classroom_posts_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_posts" ADD CONSTRAINT "classroom_posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_posts" ADD CONSTRAINT "classroom_posts_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assignments_classroom_id_index" ON "assignments" USING btree ("classroom_id","created_at");--> statement-breakpoint
CREATE INDEX "assignments_lesson_id_index" ON "assignments" USING btree ("lesson_id");--> statement-breakpoint
CREATE INDEX "assignment_students_student_id_index" ON "assignment_students" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "submissions_student_id_index" ON "submissions" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "submission_files_file_id_index" ON "submission_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "classroom_posts_classroom_id_index" ON "classroom_posts" USING btree ("classroom_id","created_at");--> statement-breakpoint
CREATE INDEX "classroom_posts_author_id_index" ON "classroom_posts" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "classroom_posts_assignment_id_index" ON "classroom_posts" USING btree ("assignment_id");
