-- Written by hand (drizzle-kit does not manage triggers): the staff audit trail is append-only. No statement of
-- the product, nor anyone with the application's database role, can change or remove a row once written.
CREATE FUNCTION "staff_audit_events_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'staff_audit_events is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "staff_audit_events_append_only" BEFORE UPDATE OR DELETE ON "staff_audit_events"
  FOR EACH ROW EXECUTE FUNCTION "staff_audit_events_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "staff_audit_events_no_truncate" BEFORE TRUNCATE ON "staff_audit_events"
  FOR EACH STATEMENT EXECUTE FUNCTION "staff_audit_events_refuse_change"();
