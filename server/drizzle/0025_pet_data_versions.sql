CREATE TABLE "pet_data_versions" (
	"pet_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pet_data_versions" ADD CONSTRAINT "pet_data_versions_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The rest is written by hand (triggers, which drizzle-kit does not generate). A pet's row in
-- pet_data_versions moves on whenever the pet or a record shown with it changes, whoever writes
-- it (any API instance, a scheduled job, an admin's SQL): an answer an instance kept about the
-- pet is good while the version it was built at is still the pet's (server/src/pets/README.md,
-- "Load"). The version moves in the writer's transaction, so a reader sees the new version and
-- the new record together, never one without the other.
--
-- The pet a changed row belongs to: the pet itself (via 'id'), its pet_id, or through its album
-- (photos) or its visit (a visit's attachments). NULL when the parent has gone.
CREATE OR REPLACE FUNCTION "pet_of_record"("record" jsonb, "via" text) RETURNS integer
LANGUAGE sql STABLE AS $$
  SELECT CASE "via"
    WHEN 'id' THEN ("record" ->> 'id')::integer
    WHEN 'pet_id' THEN ("record" ->> 'pet_id')::integer
    WHEN 'album_id' THEN (SELECT "pet_id" FROM "albums" WHERE "id" = ("record" ->> 'album_id')::integer)
    WHEN 'visit_id' THEN (SELECT "pet_id" FROM "visits" WHERE "id" = ("record" ->> 'visit_id')::integer)
  END
$$;
--> statement-breakpoint
-- TG_ARGV[0]: how the row names its pet (pet_of_record's "via"). Only a pet that still exists is
-- counted (a pet deleted with its records has no version to keep).
CREATE OR REPLACE FUNCTION "pet_record_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "before" integer;
  "after" integer;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    "before" := "pet_of_record"(to_jsonb(OLD), TG_ARGV[0]);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    "after" := "pet_of_record"(to_jsonb(NEW), TG_ARGV[0]);
  END IF;
  INSERT INTO "pet_data_versions" ("pet_id", "version")
  SELECT "id", 1 FROM "pets" WHERE "id" IN ("before", "after")
  ON CONFLICT ("pet_id") DO UPDATE SET "version" = "pet_data_versions"."version" + 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- One trigger per table the pet's answers read, named <table>_pet_changed. Deferred to the
-- commit: the version's row is written (and locked) only as the writer commits, so a writer
-- whose transaction stays open (another device adding a weight) does not make the others wait
-- for it, and writers holding the pet FOR SHARE do not deadlock on it (weightConcurrency.test.ts).
DO $$
DECLARE
  "record_table" record;
BEGIN
  FOR "record_table" IN SELECT * FROM (VALUES
    ('pets', 'id'),
    ('pet_weights', 'pet_id'),
    ('reminders', 'pet_id'),
    ('visits', 'pet_id'),
    ('visit_attachments', 'visit_id'),
    ('pet_files', 'pet_id'),
    ('albums', 'pet_id'),
    ('photos', 'album_id'),
    ('pet_documents', 'pet_id'),
    ('diet_plans', 'pet_id'),
    ('subscriptions', 'pet_id')
  ) AS "listed"("name", "via") LOOP
    EXECUTE format(
      'CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I '
      'DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "pet_record_changed"(%L)',
      "record_table"."name" || '_pet_changed', "record_table"."name", "record_table"."via");
  END LOOP;
END;
$$;
