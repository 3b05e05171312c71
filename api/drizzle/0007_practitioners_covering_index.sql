-- Written by hand (drizzle-kit cannot express INCLUDE): the directory counts its filtered and searched rows
-- with an index-only scan of this narrow index instead of reading the wide practitioner rows.
CREATE INDEX "practitioners_filter_search_index" ON "practitioners" USING btree ("category", "gender") INCLUDE ("search_text");
