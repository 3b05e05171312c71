-- The directory is read whole into each process's copy (directory-copy.ts): no list query uses these indexes.
DROP INDEX "practitioners_search_text_index";--> statement-breakpoint
DROP INDEX "practitioners_concerns_index";--> statement-breakpoint
DROP INDEX "practitioners_languages_index";--> statement-breakpoint
DROP INDEX "practitioners_communication_styles_index";--> statement-breakpoint
DROP INDEX "practitioners_consultation_types_index";--> statement-breakpoint
DROP INDEX "practitioners_joined_on_index";--> statement-breakpoint
DROP INDEX "practitioners_rating_index";--> statement-breakpoint
DROP INDEX "practitioners_price_index";--> statement-breakpoint
DROP INDEX IF EXISTS "practitioners_filter_search_index";
