-- Trigram indexes make the directory's substring search fast (PGlite loads the extension from @electric-sql/pglite/contrib/pg_trgm).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
