-- Written by hand: an entry's hash covers the staff API token it was written through (0026 added token_id). concat_ws
-- leaves out a NULL, so every entry without a token keeps the hash it was given (0025); audit-chain.ts adds the token
-- the same way.
CREATE OR REPLACE FUNCTION "staff_audit_entry_hash"(entry "staff_audit_events", previous text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT encode(sha256(convert_to(concat_ws(E'\x1f',
    entry.seq::text, entry.id::text, coalesce(entry.staff_id::text, ''), entry.action,
    coalesce(entry.record_kind, ''), coalesce(entry.record_id, ''), entry.ip,
    to_char(entry.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), coalesce(previous, ''),
    entry.token_id::text
  ), 'UTF8')), 'hex')
$$;
