CREATE TABLE "product_search" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"visible" boolean NOT NULL,
	"titles" text[] NOT NULL,
	"document" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_lexicon" (
	"word" text PRIMARY KEY NOT NULL,
	"products" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_search_vector_idx";--> statement-breakpoint
DROP INDEX "products_search_text_trgm_idx";--> statement-breakpoint
DROP INDEX "products_sku_prefix_idx";--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_document_idx" ON "product_search" USING gin ("document") WHERE "product_search"."visible";--> statement-breakpoint
CREATE INDEX "search_lexicon_prefix_idx" ON "search_lexicon" USING btree ("word" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_lexicon_typo_idx" ON "search_lexicon" USING btree (left("word", 1),char_length("word")) WHERE "search_lexicon"."word" !~ '[0-9]';--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_vector";