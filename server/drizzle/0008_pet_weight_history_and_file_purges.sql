-- Custom migration (drizzle-kit generate --custom): data and a trigger, which drizzle-kit does not
-- generate. The weight a pet had becomes its first weight entry (the next migration drops the
-- column).
INSERT INTO "pet_weights" ("pet_id", "grams", "measured_on", "created_at")
SELECT "id", round("weight_kg" * 1000)::integer, "created_at"::date, "created_at"
FROM "pets"
WHERE "weight_kg" IS NOT NULL AND "weight_kg" > 0;
--> statement-breakpoint
-- Whatever deletes a pet_files row (the row itself, or a cascade from its pet, visit, album or
-- document), its storage keys are queued for deletion in the same transaction.
CREATE OR REPLACE FUNCTION "queue_pet_file_purge"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "file_purges" ("key")
  SELECT k FROM unnest(ARRAY[OLD."key", OLD."display_key", OLD."thumbnail_key"]) AS k
  WHERE k IS NOT NULL
  ON CONFLICT ("key") DO NOTHING;
  RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "pet_files_queue_purge" AFTER DELETE ON "pet_files"
FOR EACH ROW EXECUTE FUNCTION "queue_pet_file_purge"();
