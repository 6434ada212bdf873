CREATE TABLE "content_table_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- The rest is written by hand (a trigger, which drizzle-kit does not generate): every statement
-- that inserts, updates or deletes news posts, or empties the table, moves its version on in the
-- writer's transaction. Content is written by editors, one statement at a time, so the row's lock
-- is never waited for long; readers never lock it.
CREATE OR REPLACE FUNCTION "content_table_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "content_table_versions" ("name", "version") VALUES (TG_TABLE_NAME, 1)
  ON CONFLICT ("name") DO UPDATE SET "version" = "content_table_versions"."version" + 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "news_posts_table_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "news_posts"
FOR EACH STATEMENT EXECUTE FUNCTION "content_table_changed"();
