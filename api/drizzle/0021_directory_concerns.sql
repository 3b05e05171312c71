ALTER TABLE "practitioners" ADD COLUMN "concerns" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "practitioner_listings" ADD COLUMN "concerns" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "practitioners_concerns_index" ON "practitioners" USING gin ("concerns");--> statement-breakpoint
CREATE INDEX "practitioners_languages_index" ON "practitioners" USING gin ("languages");--> statement-breakpoint
CREATE INDEX "practitioners_communication_styles_index" ON "practitioners" USING gin ("communication_styles");--> statement-breakpoint
CREATE INDEX "practitioners_consultation_types_index" ON "practitioners" USING gin ("consultation_types");
--> statement-breakpoint
-- Written by hand from here: the concerns of the listings that exist, from the English names of their
-- specializations, main ones first (the names the application and the seed content use; any other name is left for
-- an editor), then the directory's rows from their listings.
UPDATE "practitioner_listings" AS "listing" SET "concerns" = coalesce((
  SELECT array_agg("found"."concern" ORDER BY "found"."first")
  FROM (
    SELECT "known"."concern", min("named"."position" * 10 + "known"."rank") AS "first"
    FROM jsonb_array_elements_text(("listing"."specializations" -> 'en') || ("listing"."secondary_specialties" -> 'en'))
      WITH ORDINALITY AS "named" ("label", "position")
    JOIN (VALUES
    ('Anxiety', 'anxiety', 0),
    ('Depression', 'depression', 0),
    ('Stress and burnout', 'stress', 0),
    ('Relationships', 'relationships', 0),
    ('Family issues', 'family', 0),
    ('Family and marriage', 'family', 0),
    ('Parenting', 'parenting', 0),
    ('Addiction', 'addiction', 0),
    ('Trauma', 'trauma', 0),
    ('Self-esteem', 'self_esteem', 0),
    ('Sleep', 'sleep', 0),
    ('Obsessive-compulsive disorder', 'ocd', 0),
    ('Obsessive-compulsive disorder (OCD)', 'ocd', 0),
    ('Grief and loss', 'grief', 0),
    ('Children and adolescents', 'children', 0),
    ('Older adults', 'older_adults', 0),
    ('Couples therapy', 'family', 0),
    ('Eating disorders', 'eating_disorders', 0),
    ('Sleep disorders', 'sleep', 0),
    ('School counselling', 'school', 0),
    ('OCD', 'ocd', 0),
    ('Child and adolescent psychiatry', 'children', 0),
    ('ADHD', 'adhd', 0),
    ('Adult ADHD', 'adhd', 0),
    ('Autism spectrum', 'autism', 0),
    ('Childhood anxiety', 'children', 0),
    ('Childhood anxiety', 'anxiety', 1),
    ('Perinatal mental health', 'women', 0),
    ('Maternal mental health', 'women', 0),
    ('Women’s health', 'women', 0),
    ('Women’s support', 'women', 0),
    ('Bipolar disorder', 'bipolar', 0),
    ('Body image', 'eating_disorders', 0),
    ('Body image', 'self_esteem', 1),
    ('Old age psychiatry', 'older_adults', 0),
    ('Caregiver support', 'family', 0),
    ('Panic attacks', 'anxiety', 0),
    ('Social anxiety', 'anxiety', 0),
    ('Family counselling', 'family', 0),
    ('Trauma and PTSD', 'trauma', 0),
    ('Grief', 'grief', 0),
    ('Children', 'children', 0),
    ('Learning difficulties', 'school', 0),
    ('Learning difficulties', 'children', 1),
    ('Anger management', 'anger', 0),
    ('Habit disorders', 'ocd', 0),
    ('Adolescents', 'children', 0),
    ('Academic stress', 'school', 0),
    ('Academic stress', 'stress', 1),
    ('Premarital counselling', 'family', 0),
    ('Marital counselling', 'family', 0),
    ('Family conflict', 'family', 0),
    ('Family support', 'family', 0),
    ('Child behaviour', 'children', 0),
    ('Child behaviour', 'parenting', 1),
    ('Co-parenting after divorce', 'parenting', 0),
    ('Co-parenting after divorce', 'family', 1),
    ('School bullying', 'school', 0),
    ('School bullying', 'children', 1),
    ('Family communication', 'family', 0),
    ('Family communication', 'relationships', 1),
    ('Work stress', 'work_stress', 0),
    ('Family therapy', 'family', 0),
    ('Marriage counselling', 'family', 0),
    ('Child psychiatry', 'children', 0)
    ) AS "known" ("label", "concern", "rank") ON "known"."label" = "named"."label"
    GROUP BY "known"."concern"
  ) AS "found"
), '{}'::text[]);
--> statement-breakpoint
UPDATE "practitioners" SET "concerns" = "listing"."concerns"
FROM "practitioner_listings" AS "listing"
WHERE "listing"."id" = "practitioners"."id";
