-- Written by hand: the legacy reviewer accounts no longer sign in (issue 32); every session of theirs ends now.
-- Reviewing is done by staff members (npm run staff:from-reviewers turns each such account into one).
UPDATE "sessions" SET "revoked_at" = now()
  WHERE "revoked_at" IS NULL AND "account_id" IN (SELECT "id" FROM "accounts" WHERE "role" = 'reviewer');
