-- A student's account is managed by the teacher who created it (see managedStudentsWhere); when her
-- own account is erased, management passes on instead of pointing at no one.
UPDATE "users" SET "created_by_teacher_id" = NULL
WHERE "created_by_teacher_id" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "users" "teacher" WHERE "teacher"."id" = "users"."created_by_teacher_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_created_by_teacher_id_users_id_fk" FOREIGN KEY ("created_by_teacher_id")
  REFERENCES "users"("id") ON DELETE SET NULL;
