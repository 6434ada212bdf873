CREATE TABLE "vet_question_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vet_question_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"question_id" integer NOT NULL,
	"author" text NOT NULL,
	"author_user_id" integer,
	"author_name" text NOT NULL,
	"text" text NOT NULL,
	"ask_for_photo" boolean DEFAULT false NOT NULL,
	"photo_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vet_question_messages_author_check" CHECK ("author" in ('keeper', 'clinic'))
);
--> statement-breakpoint
CREATE TABLE "vet_questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vet_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"pet_id" integer NOT NULL,
	"thread_id" integer NOT NULL,
	"medical_entity_id" integer NOT NULL,
	"level" text,
	"reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"conversation" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'waiting_for_clinic' NOT NULL,
	"waiting_since" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vet_questions_status_check" CHECK ("status" in ('waiting_for_clinic', 'waiting_for_keeper', 'closed')),
	CONSTRAINT "vet_questions_level_check" CHECK ("level" in ('emergency', 'within_24h', 'within_2_3_days', 'monitor', 'no_action'))
);
--> statement-breakpoint
ALTER TABLE "vet_question_messages" ADD CONSTRAINT "vet_question_messages_question_id_vet_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."vet_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vet_question_messages" ADD CONSTRAINT "vet_question_messages_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vet_questions" ADD CONSTRAINT "vet_questions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vet_questions" ADD CONSTRAINT "vet_questions_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vet_questions" ADD CONSTRAINT "vet_questions_thread_id_chat_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."chat_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vet_questions" ADD CONSTRAINT "vet_questions_medical_entity_id_medical_entities_id_fk" FOREIGN KEY ("medical_entity_id") REFERENCES "public"."medical_entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vet_question_messages_question_idx" ON "vet_question_messages" USING btree ("question_id","id");--> statement-breakpoint
CREATE INDEX "vet_questions_clinic_idx" ON "vet_questions" USING btree ("medical_entity_id","status");--> statement-breakpoint
CREATE INDEX "vet_questions_pet_idx" ON "vet_questions" USING btree ("pet_id");--> statement-breakpoint
CREATE INDEX "vet_questions_user_idx" ON "vet_questions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "vet_questions_thread_idx" ON "vet_questions" USING btree ("thread_id");