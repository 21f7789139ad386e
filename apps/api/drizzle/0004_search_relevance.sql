CREATE TABLE "search_lexicon" (
	"word" text PRIMARY KEY NOT NULL,
	"products" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_search_text_trgm_idx";--> statement-breakpoint
DROP INDEX "products_sku_prefix_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_titles" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "search_lexicon_prefix_idx" ON "search_lexicon" USING btree ("word" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_lexicon_trgm_idx" ON "search_lexicon" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_text";