-- Notas por período: activities gain their period, weight and category; each class has its grading
-- settings; a student's concept, parecer or note per period.
ALTER TABLE "assignments" ADD COLUMN "period_index" smallint;--> statement-breakpoint
ALTER TABLE "assignments" ADD COLUMN "weight" numeric(5, 2) DEFAULT '1' NOT NULL;--> statement-breakpoint
ALTER TABLE "assignments" ADD COLUMN "category" text DEFAULT 'atividade' NOT NULL;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_period_index_check" CHECK ("period_index" between 1 and 4);--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_weight_check" CHECK ("weight" > 0);--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_category_check" CHECK ("category" in ('avaliacao', 'trabalho', 'atividade', 'participacao', 'recuperacao'));--> statement-breakpoint
CREATE TABLE "classroom_grading" (
	"classroom_id" integer PRIMARY KEY NOT NULL,
	"scheme" text NOT NULL,
	"scale_max" smallint NOT NULL,
	"decimals" smallint NOT NULL,
	"passing" numeric(5, 2) NOT NULL,
	"formula" text NOT NULL,
	"recovery" text NOT NULL,
	"concepts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "classroom_grading_classroom_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
CREATE TABLE "classroom_period_marks" (
	"classroom_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"period_index" smallint NOT NULL,
	"concept" text,
	"parecer" text,
	"adjustment_note" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "classroom_period_marks_pk" PRIMARY KEY("classroom_id","student_id","period_index"),
	CONSTRAINT "classroom_period_marks_classroom_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "classroom_period_marks_student_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
CREATE INDEX "classroom_period_marks_student_id_index" ON "classroom_period_marks" USING btree ("student_id");
