CREATE TABLE "chat_daily_usage" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "chat_daily_usage_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"thread_id" integer NOT NULL,
	"role" text NOT NULL,
	"text" text NOT NULL,
	"triage" jsonb,
	"asked_question_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"stopped" boolean DEFAULT false NOT NULL,
	"engine_version" text NOT NULL,
	"knowledge_version" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_role_check" CHECK ("role" in ('keeper', 'assistant')),
	CONSTRAINT "chat_messages_source_check" CHECK ("source" in ('engine', 'model', 'engine_fallback'))
);
--> statement-breakpoint
CREATE TABLE "chat_threads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_threads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"pet_id" integer NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"max_level" text,
	"origin" text DEFAULT 'chat' NOT NULL,
	"message_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_threads_origin_check" CHECK ("origin" in ('chat', 'image_analysis')),
	CONSTRAINT "chat_threads_max_level_check" CHECK ("max_level" in ('emergency', 'within_24h', 'within_2_3_days', 'monitor', 'no_action'))
);
--> statement-breakpoint
CREATE TABLE "image_analyses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "image_analyses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"pet_id" integer NOT NULL,
	"body_area" text NOT NULL,
	"concern" text,
	"photo_file_id" uuid NOT NULL,
	"quality" jsonb NOT NULL,
	"questions" jsonb NOT NULL,
	"answers" jsonb,
	"triage" jsonb,
	"vision_description" text,
	"locale" text DEFAULT 'en' NOT NULL,
	"thread_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "image_analyses_body_area_check" CHECK ("body_area" in ('eye', 'ear', 'skin_coat', 'mouth_teeth', 'paw_leg', 'wound', 'stool_urine_vomit', 'other'))
);
--> statement-breakpoint
CREATE TABLE "health_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "health_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"pet_id" integer NOT NULL,
	"language" text NOT NULL,
	"file_id" uuid NOT NULL,
	"pages" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "health_reports_language_check" CHECK ("language" in ('en', 'jp'))
);
--> statement-breakpoint
ALTER TABLE "chat_daily_usage" ADD CONSTRAINT "chat_daily_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_thread_id_chat_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."chat_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_threads" ADD CONSTRAINT "chat_threads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_threads" ADD CONSTRAINT "chat_threads_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_analyses" ADD CONSTRAINT "image_analyses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_analyses" ADD CONSTRAINT "image_analyses_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_analyses" ADD CONSTRAINT "image_analyses_photo_file_id_pet_files_id_fk" FOREIGN KEY ("photo_file_id") REFERENCES "public"."pet_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_analyses" ADD CONSTRAINT "image_analyses_thread_id_chat_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."chat_threads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_reports" ADD CONSTRAINT "health_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_reports" ADD CONSTRAINT "health_reports_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_reports" ADD CONSTRAINT "health_reports_file_id_pet_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."pet_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_thread_idx" ON "chat_messages" USING btree ("thread_id","id");--> statement-breakpoint
CREATE INDEX "chat_threads_pet_idx" ON "chat_threads" USING btree ("pet_id","last_message_at");--> statement-breakpoint
CREATE INDEX "chat_threads_user_idx" ON "chat_threads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "image_analyses_pet_idx" ON "image_analyses" USING btree ("pet_id","created_at");--> statement-breakpoint
CREATE INDEX "health_reports_pet_idx" ON "health_reports" USING btree ("pet_id","created_at");