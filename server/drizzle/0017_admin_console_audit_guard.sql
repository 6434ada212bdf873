-- Custom migration (drizzle-kit generate --custom): a trigger, which drizzle-kit does not
-- generate. The admin audit log is append-only: UPDATE, DELETE and TRUNCATE are refused for
-- everyone, the application's own database user included (PostgreSQL 15 and PGlite alike).
CREATE OR REPLACE FUNCTION "admin_audit_log_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'admin_audit_log is append-only: % is not allowed', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "admin_audit_log_no_update_or_delete" BEFORE UPDATE OR DELETE ON "admin_audit_log"
FOR EACH ROW EXECUTE FUNCTION "admin_audit_log_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "admin_audit_log_no_truncate" BEFORE TRUNCATE ON "admin_audit_log"
FOR EACH STATEMENT EXECUTE FUNCTION "admin_audit_log_refuse_change"();
