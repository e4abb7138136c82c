CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"file_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lesson_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"lesson_id" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"title" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lesson_plan_collections" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lesson_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cover_file_id" uuid,
	"etapa" text,
	"ano" text,
	"componente" text,
	"bncc_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"collection_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"premium" boolean DEFAULT false NOT NULL,
	"owner_id" integer,
	"copied_from_id" integer,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lessons" (
	"id" serial PRIMARY KEY NOT NULL,
	"lesson_plan_id" integer NOT NULL,
	"title" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"duration_minutes" integer DEFAULT 50 NOT NULL,
	"objectives" text DEFAULT '' NOT NULL,
	"materials" text DEFAULT '' NOT NULL,
	"content_html" text DEFAULT '' NOT NULL,
	"video_url" text,
	"bncc_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"uploaded_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_attachments" ADD CONSTRAINT "lesson_attachments_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_attachments" ADD CONSTRAINT "lesson_attachments_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_plans" ADD CONSTRAINT "lesson_plans_cover_file_id_stored_files_id_fk" FOREIGN KEY ("cover_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_plans" ADD CONSTRAINT "lesson_plans_collection_id_lesson_plan_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."lesson_plan_collections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_plans" ADD CONSTRAINT "lesson_plans_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_plans" ADD CONSTRAINT "lesson_plans_copied_from_id_lesson_plans_id_fk" FOREIGN KEY ("copied_from_id") REFERENCES "public"."lesson_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_lesson_plan_id_lesson_plans_id_fk" FOREIGN KEY ("lesson_plan_id") REFERENCES "public"."lesson_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_position_index" ON "documents" USING btree ("position");--> statement-breakpoint
CREATE INDEX "faq_entries_position_index" ON "faq_entries" USING btree ("position");--> statement-breakpoint
CREATE UNIQUE INDEX "favorites_user_lesson_unique" ON "favorites" USING btree ("user_id","lesson_id");--> statement-breakpoint
CREATE INDEX "favorites_lesson_id_index" ON "favorites" USING btree ("lesson_id");--> statement-breakpoint
CREATE INDEX "lesson_attachments_lesson_id_position_index" ON "lesson_attachments" USING btree ("lesson_id","position");--> statement-breakpoint
CREATE INDEX "lesson_attachments_file_id_index" ON "lesson_attachments" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "lesson_plan_collections_position_index" ON "lesson_plan_collections" USING btree ("position");--> statement-breakpoint
CREATE INDEX "lesson_plans_catalogue_order_idx" ON "lesson_plans" USING btree ("position","id") WHERE "lesson_plans"."owner_id" is null;--> statement-breakpoint
CREATE INDEX "lesson_plans_owner_idx" ON "lesson_plans" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "lesson_plans_etapa_index" ON "lesson_plans" USING btree ("etapa");--> statement-breakpoint
CREATE INDEX "lesson_plans_ano_index" ON "lesson_plans" USING btree ("ano");--> statement-breakpoint
CREATE INDEX "lesson_plans_componente_index" ON "lesson_plans" USING btree ("componente");--> statement-breakpoint
CREATE INDEX "lesson_plans_collection_id_index" ON "lesson_plans" USING btree ("collection_id");--> statement-breakpoint
CREATE INDEX "lesson_plans_bncc_codes_idx" ON "lesson_plans" USING gin ("bncc_codes");--> statement-breakpoint
CREATE INDEX "lessons_plan_position_idx" ON "lessons" USING btree ("lesson_plan_id","position","id");--> statement-breakpoint
CREATE INDEX "stored_files_uploaded_by_id_index" ON "stored_files" USING btree ("uploaded_by_id");