/**
 * What the application's own PostgreSQL role may do when migrations run as another (the owner, DATABASE_OWNER_URL):
 * read and write the product's tables, but only add to and read the staff audit trail. Only the owner may change the
 * trail, turn off its triggers or alter its functions.
 */
export function applicationRoleGrants(role: string): string[] {
  const grantee = `"${role.replaceAll('"', '""')}"`;
  return [
    `GRANT USAGE ON SCHEMA public TO ${grantee}`,
    `GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${grantee}`,
    `GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO ${grantee}`,
    `REVOKE UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER ON "staff_audit_events" FROM ${grantee}`,
  ];
}

/** Runs the grants as the owner, after the migrations (new tables get theirs at each start). */
export async function grantApplicationRole(
  owner: { query(statement: string): Promise<unknown> },
  role: string,
): Promise<void> {
  for (const statement of applicationRoleGrants(role)) await owner.query(statement);
}
