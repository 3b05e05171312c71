ALTER TABLE "staff_audit_events" ADD COLUMN "service_key" text;--> statement-breakpoint
-- Written by hand: an entry's hash covers the documents service key it was written with (the column above), as
-- `key:<its SHA-256's first 16 hex digits>`, after the token. concat_ws leaves out a NULL, so every entry without a key keeps the hash it
-- was given (0025, 0028); the prefix keeps a key from passing for a token. audit-chain.ts adds it the same way.
CREATE OR REPLACE FUNCTION "staff_audit_entry_hash"(entry "staff_audit_events", previous text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT encode(sha256(convert_to(concat_ws(E'\x1f',
    entry.seq::text, entry.id::text, coalesce(entry.staff_id::text, ''), entry.action,
    coalesce(entry.record_kind, ''), coalesce(entry.record_id, ''), entry.ip,
    to_char(entry.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), coalesce(previous, ''),
    entry.token_id::text, 'key:' || entry.service_key
  ), 'UTF8')), 'hex')
$$;
