ALTER TABLE "affiliates" ADD COLUMN "accepted_rules_at" timestamp with time zone;--> statement-breakpoint
-- Rules accepted before this column existed: the row's last change is the closest date known.
UPDATE "affiliates" SET "accepted_rules_at" = "updated_at" WHERE "accepted_rules_version" IS NOT NULL;
