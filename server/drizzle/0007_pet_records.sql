CREATE TABLE "pet_weights" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pet_weights_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"pet_id" integer NOT NULL,
	"grams" integer NOT NULL,
	"measured_on" date NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pet_weights_grams_check" CHECK ("pet_weights"."grams" > 0)
);
--> statement-breakpoint
CREATE TABLE "file_purges" (
	"key" text PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pet_files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"pet_id" integer NOT NULL,
	"policy" text NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"display_key" text,
	"thumbnail_key" text,
	"mime" text NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer,
	"height" integer,
	"pages" integer,
	"sha256" text NOT NULL,
	"original_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_attachments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "visit_attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"file_id" uuid NOT NULL,
	"visit_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_attachments_file_unique" UNIQUE("file_id")
);
--> statement-breakpoint
CREATE TABLE "visits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "visits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"pet_id" integer NOT NULL,
	"visited_on" date NOT NULL,
	"clinic" text,
	"vet_name" text,
	"reason" text NOT NULL,
	"diagnosis" text,
	"treatment" text,
	"cost_minor" integer,
	"currency" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visits_cost_currency_check" CHECK ("visits"."cost_minor" is null or "visits"."currency" is not null)
);
--> statement-breakpoint
CREATE TABLE "albums" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "albums_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"pet_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"album_id" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"caption" text,
	"taken_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photos_file_unique" UNIQUE("file_id")
);
--> statement-breakpoint
CREATE TABLE "pet_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pet_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"pet_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"issued_on" date,
	"notes" text,
	"file_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pet_documents_file_unique" UNIQUE("file_id"),
	CONSTRAINT "pet_documents_kind_check" CHECK ("kind" in ('lab_result', 'referral', 'other'))
);
--> statement-breakpoint
CREATE TABLE "diet_plans" (
	"pet_id" integer PRIMARY KEY NOT NULL,
	"activity" text NOT NULL,
	"body_condition_score" integer,
	"target_weight_grams" integer,
	"food_name" text,
	"food_kcal_per_100g" numeric(7, 2),
	"food_kcal_per_cup" numeric(7, 2),
	"meals_per_day" integer NOT NULL,
	"pregnant_or_lactating" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "diet_plans_activity_check" CHECK ("activity" in ('inactive', 'normal', 'active_working'))
);
--> statement-breakpoint
CREATE TABLE "reminders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reminders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"pet_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"repeat" text DEFAULT 'none' NOT NULL,
	"notes" text,
	"done_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminders_kind_check" CHECK ("kind" in ('vaccination', 'parasite', 'medication', 'vet_visit', 'other')),
	CONSTRAINT "reminders_repeat_check" CHECK ("repeat" in ('none', 'daily', 'weekly', 'monthly', 'quarterly', 'yearly'))
);
--> statement-breakpoint
DROP INDEX "pets_user_idx";--> statement-breakpoint
ALTER TABLE "pets" ADD COLUMN "breed_code" text;--> statement-breakpoint
ALTER TABLE "pets" ADD COLUMN "neutered" boolean;--> statement-breakpoint
ALTER TABLE "pets" ADD COLUMN "birth_date_is_estimate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pets" ADD COLUMN "colour" text;--> statement-breakpoint
ALTER TABLE "pets" ADD COLUMN "microchip_number" text;--> statement-breakpoint
ALTER TABLE "pets" ADD COLUMN "photo_file_id" uuid;--> statement-breakpoint
ALTER TABLE "pets" ADD COLUMN "allergies" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "pets" ADD COLUMN "conditions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "pets" ADD COLUMN "medications" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "pets" ADD COLUMN "vaccinations" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "pets" ADD COLUMN "insurance" jsonb;--> statement-breakpoint
ALTER TABLE "pets" ADD COLUMN "home_clinic" jsonb;--> statement-breakpoint
ALTER TABLE "pet_weights" ADD CONSTRAINT "pet_weights_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_files" ADD CONSTRAINT "pet_files_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_attachments" ADD CONSTRAINT "visit_attachments_file_id_pet_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."pet_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_attachments" ADD CONSTRAINT "visit_attachments_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "albums" ADD CONSTRAINT "albums_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_album_id_albums_id_fk" FOREIGN KEY ("album_id") REFERENCES "public"."albums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_file_id_pet_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."pet_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_documents" ADD CONSTRAINT "pet_documents_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_documents" ADD CONSTRAINT "pet_documents_file_id_pet_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."pet_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diet_plans" ADD CONSTRAINT "diet_plans_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pet_weights_pet_measured_idx" ON "pet_weights" USING btree ("pet_id","measured_on","id");--> statement-breakpoint
CREATE INDEX "pet_files_pet_idx" ON "pet_files" USING btree ("pet_id");--> statement-breakpoint
CREATE INDEX "visit_attachments_visit_idx" ON "visit_attachments" USING btree ("visit_id","id");--> statement-breakpoint
CREATE INDEX "visits_pet_visited_idx" ON "visits" USING btree ("pet_id","visited_on");--> statement-breakpoint
CREATE INDEX "albums_pet_idx" ON "albums" USING btree ("pet_id","created_at");--> statement-breakpoint
CREATE INDEX "photos_album_idx" ON "photos" USING btree ("album_id","id");--> statement-breakpoint
CREATE INDEX "pet_documents_pet_idx" ON "pet_documents" USING btree ("pet_id","issued_on");--> statement-breakpoint
CREATE INDEX "reminders_pet_due_idx" ON "reminders" USING btree ("pet_id","due_at");--> statement-breakpoint
CREATE INDEX "reminders_pending_idx" ON "reminders" USING btree ("due_at") WHERE "reminders"."notified_at" is null and "reminders"."done_at" is null;--> statement-breakpoint
ALTER TABLE "pets" ADD CONSTRAINT "pets_photo_file_id_pet_files_id_fk" FOREIGN KEY ("photo_file_id") REFERENCES "public"."pet_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pets_user_idx" ON "pets" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "pets" ADD CONSTRAINT "pets_species_check" CHECK ("species" in ('dog', 'cat', 'rabbit', 'bird', 'other'));--> statement-breakpoint
ALTER TABLE "pets" ADD CONSTRAINT "pets_sex_check" CHECK ("sex" in ('male', 'female', 'unknown'));