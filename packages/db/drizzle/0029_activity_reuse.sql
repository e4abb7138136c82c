-- Activities worth reusing (issue 45): files and links on an activity, archived classrooms.
ALTER TABLE "assignments" ADD COLUMN "links" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "assignments" ADD COLUMN "draft" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE TABLE "assignment_attachments" (
	"assignment_id" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "assignment_attachments_assignment_id_file_id_pk" PRIMARY KEY("assignment_id","file_id")
);--> statement-breakpoint
ALTER TABLE "assignment_attachments" ADD CONSTRAINT "assignment_attachments_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_attachments" ADD CONSTRAINT "assignment_attachments_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assignment_attachments_file_id_index" ON "assignment_attachments" USING btree ("file_id");--> statement-breakpoint
ALTER TABLE "classrooms" ADD COLUMN "archived" boolean DEFAULT false NOT NULL;
