-- The class diary: the weekly schedule, one record per class day with its absences, and the closed
-- periods whose diary and grades no longer change.
CREATE TABLE "classroom_schedule" (
	"classroom_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"aulas" smallint NOT NULL,
	CONSTRAINT "classroom_schedule_classroom_id_weekday_pk" PRIMARY KEY("classroom_id","weekday"),
	CONSTRAINT "classroom_schedule_classroom_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "classroom_schedule_weekday_check" CHECK ("weekday" between 1 and 6),
	CONSTRAINT "classroom_schedule_aulas_check" CHECK ("aulas" between 1 and 8)
);
--> statement-breakpoint
CREATE TABLE "diary_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"classroom_id" integer NOT NULL,
	"date" date NOT NULL,
	"aulas" smallint NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"lesson_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"student_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "diary_records_classroom_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "diary_records_aulas_check" CHECK ("aulas" between 1 and 8)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "diary_records_classroom_date" ON "diary_records" USING btree ("classroom_id","date");--> statement-breakpoint
CREATE TABLE "diary_absences" (
	"record_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"aulas" smallint NOT NULL,
	"justified" boolean DEFAULT false NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	CONSTRAINT "diary_absences_record_id_student_id_pk" PRIMARY KEY("record_id","student_id"),
	CONSTRAINT "diary_absences_record_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."diary_records"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "diary_absences_student_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
CREATE INDEX "diary_absences_student_id_index" ON "diary_absences" USING btree ("student_id");--> statement-breakpoint
CREATE TABLE "classroom_period_closures" (
	"classroom_id" integer NOT NULL,
	"period_index" smallint NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by_id" integer,
	CONSTRAINT "classroom_period_closures_classroom_id_period_index_pk" PRIMARY KEY("classroom_id","period_index"),
	CONSTRAINT "classroom_period_closures_classroom_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "classroom_period_closures_closed_by_id_fk" FOREIGN KEY ("closed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action
);
