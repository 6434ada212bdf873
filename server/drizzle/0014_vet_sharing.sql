CREATE TABLE "pet_shares" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pet_shares_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"pet_id" integer NOT NULL,
	"medical_entity_id" integer NOT NULL,
	"scopes" jsonb NOT NULL,
	"shared_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pet_shares_pet_clinic_unique" UNIQUE("pet_id","medical_entity_id"),
	CONSTRAINT "pet_shares_scopes_check" CHECK (jsonb_array_length("pet_shares"."scopes") > 0)
);
--> statement-breakpoint
ALTER TABLE "medical_entities" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "medical_entities" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "medical_entities" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "medical_entities" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "added_by_medical_entity_id" integer;--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "added_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "added_by_clinic_name" text;--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "added_by_vet_name" text;--> statement-breakpoint
ALTER TABLE "pet_documents" ADD COLUMN "added_by_medical_entity_id" integer;--> statement-breakpoint
ALTER TABLE "pet_documents" ADD COLUMN "added_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "pet_documents" ADD COLUMN "added_by_clinic_name" text;--> statement-breakpoint
ALTER TABLE "pet_documents" ADD COLUMN "added_by_vet_name" text;--> statement-breakpoint
ALTER TABLE "pet_shares" ADD CONSTRAINT "pet_shares_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_shares" ADD CONSTRAINT "pet_shares_medical_entity_id_medical_entities_id_fk" FOREIGN KEY ("medical_entity_id") REFERENCES "public"."medical_entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pet_shares_clinic_idx" ON "pet_shares" USING btree ("medical_entity_id","revoked_at","shared_at");--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_added_by_medical_entity_id_medical_entities_id_fk" FOREIGN KEY ("added_by_medical_entity_id") REFERENCES "public"."medical_entities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_added_by_user_id_users_id_fk" FOREIGN KEY ("added_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_documents" ADD CONSTRAINT "pet_documents_added_by_medical_entity_id_medical_entities_id_fk" FOREIGN KEY ("added_by_medical_entity_id") REFERENCES "public"."medical_entities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_documents" ADD CONSTRAINT "pet_documents_added_by_user_id_users_id_fk" FOREIGN KEY ("added_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "medical_entities_name_idx" ON "medical_entities" USING btree ("name");