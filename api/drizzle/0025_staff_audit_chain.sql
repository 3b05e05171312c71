ALTER TABLE "staff_audit_events" ADD COLUMN "seq" bigint;--> statement-breakpoint
ALTER TABLE "staff_audit_events" ADD COLUMN "previous_hash" text;--> statement-breakpoint
ALTER TABLE "staff_audit_events" ADD COLUMN "hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_audit_events_seq_index" ON "staff_audit_events" USING btree ("seq");--> statement-breakpoint
-- Written by hand (drizzle-kit does not manage functions or triggers): each entry of the staff audit trail carries
-- its place in the chain, the previous entry's hash and its own, so that a changed or deleted entry breaks the chain
-- (npm run audit:verify). An entry's hash is SHA-256 over its fields and the previous hash, joined by U+001F; the
-- verifier (api/src/modules/staff/audit-chain.ts) computes the same text on its own.
CREATE FUNCTION "staff_audit_entry_hash"(entry "staff_audit_events", previous text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT encode(sha256(convert_to(concat_ws(E'\x1f',
    entry.seq::text, entry.id::text, coalesce(entry.staff_id::text, ''), entry.action,
    coalesce(entry.record_kind, ''), coalesce(entry.record_id, ''), entry.ip,
    to_char(entry.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), coalesce(previous, '')
  ), 'UTF8')), 'hex')
$$;--> statement-breakpoint
-- Entries are chained one at a time (a transaction-long lock), in the order they are written, whatever their ids.
CREATE FUNCTION "staff_audit_events_chain"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  last_seq bigint;
  last_hash text;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('staff_audit_events_chain'));
  SELECT "seq", "hash" INTO last_seq, last_hash FROM "staff_audit_events"
    WHERE "seq" IS NOT NULL ORDER BY "seq" DESC LIMIT 1;
  NEW."seq" := coalesce(last_seq, 0) + 1;
  NEW."previous_hash" := last_hash;
  NEW."hash" := "staff_audit_entry_hash"(NEW, last_hash);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "staff_audit_events_chain" BEFORE INSERT ON "staff_audit_events"
  FOR EACH ROW EXECUTE FUNCTION "staff_audit_events_chain"();--> statement-breakpoint
-- The entries written before the chain, chained in the order of their ids.
ALTER TABLE "staff_audit_events" DISABLE TRIGGER "staff_audit_events_append_only";--> statement-breakpoint
DO $$
DECLARE
  entry "staff_audit_events";
  previous text;
  position bigint := 0;
BEGIN
  FOR entry IN SELECT * FROM "staff_audit_events" ORDER BY "id" LOOP
    position := position + 1;
    entry."seq" := position;
    UPDATE "staff_audit_events"
      SET "seq" = position, "previous_hash" = previous, "hash" = "staff_audit_entry_hash"(entry, previous)
      WHERE "id" = entry."id"
      RETURNING "hash" INTO previous;
  END LOOP;
END
$$;--> statement-breakpoint
ALTER TABLE "staff_audit_events" ENABLE TRIGGER "staff_audit_events_append_only";
