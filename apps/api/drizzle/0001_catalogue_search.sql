ALTER TABLE "products" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_search_text_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_sku_prefix_idx" ON "products" USING btree (upper("sku") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_public_created_idx" ON "products" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status <> 'unavailable';--> statement-breakpoint
CREATE INDEX "products_public_price_idx" ON "products" USING btree (coalesce("discount_price", "price"),"id") WHERE status <> 'unavailable';--> statement-breakpoint
CREATE INDEX "products_public_title_en_idx" ON "products" USING btree (lower("title" ->> 'en'),"id") WHERE status <> 'unavailable';--> statement-breakpoint
CREATE INDEX "products_public_title_ar_idx" ON "products" USING btree (("title" ->> 'ar'),"id") WHERE status <> 'unavailable';--> statement-breakpoint
CREATE INDEX "products_public_brand_idx" ON "products" USING btree ("brand_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status <> 'unavailable';--> statement-breakpoint
CREATE INDEX "products_public_category_idx" ON "products" USING btree ("category_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status <> 'unavailable';--> statement-breakpoint
CREATE INDEX "products_in_stock_idx" ON "products" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'available' and qty > 0;--> statement-breakpoint
-- Search normalisation, identical to normalizeSearchText() in packages/shared/src/arabic.ts (a test
-- compares both on a word list): NFKD, combining marks / tashkeel / tatweel removed, alef, yeh,
-- taa marbuta and hamza-carrier forms unified, Arabic-Indic digits to 0-9, lower case.
CREATE OR REPLACE FUNCTION shop_normalize(input text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT lower(translate(
    regexp_replace(normalize(input, NFKD), '[\u0300-\u036F\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]', '', 'g'),
    'أإآٱىیةؤئ٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹',
    'ااااييهوي01234567890123456789'
  ))
$$;--> statement-breakpoint
-- The search document of one product row: weight A = titles, SKU, barcode; B = brand, category and
-- main category names; C = tag names (both languages each).
CREATE OR REPLACE FUNCTION products_search_refresh() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  brand_name jsonb;
  category_name jsonb;
  main_name jsonb;
  tag_names text;
BEGIN
  SELECT b.name INTO brand_name FROM brands b WHERE b.id = NEW.brand_id;
  SELECT c.name, m.name INTO category_name, main_name
    FROM categories c JOIN main_categories m ON m.id = c.main_category_id
    WHERE c.id = NEW.category_id;
  SELECT string_agg(concat_ws(' ', t.name ->> 'en', t.name ->> 'ar'), ' ') INTO tag_names
    FROM product_tags pt JOIN tags t ON t.id = pt.tag_id
    WHERE pt.product_id = NEW.id;
  NEW.search_text := shop_normalize(concat_ws(' ', NEW.title ->> 'en', NEW.title ->> 'ar', NEW.sku, NEW.barcode));
  NEW.search_vector :=
    setweight(to_tsvector('simple', NEW.search_text), 'A')
    || setweight(to_tsvector('simple', shop_normalize(concat_ws(' ',
         brand_name ->> 'en', brand_name ->> 'ar', category_name ->> 'en', category_name ->> 'ar',
         main_name ->> 'en', main_name ->> 'ar'))), 'B')
    || setweight(to_tsvector('simple', shop_normalize(coalesce(tag_names, ''))), 'C');
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_search_refresh
  BEFORE INSERT OR UPDATE OF title, sku, barcode, brand_id, category_id ON products
  FOR EACH ROW EXECUTE FUNCTION products_search_refresh();--> statement-breakpoint
-- Related rows changed: "SET title = title" names a watched column, so the trigger above recomputes.
CREATE OR REPLACE FUNCTION products_search_touch() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'product_tags' THEN
    IF TG_OP = 'DELETE' THEN
      UPDATE products SET title = title WHERE id IN (SELECT DISTINCT product_id FROM old_rows);
    ELSE
      UPDATE products SET title = title WHERE id IN (SELECT DISTINCT product_id FROM new_rows);
    END IF;
  ELSIF TG_TABLE_NAME = 'brands' THEN
    UPDATE products SET title = title WHERE brand_id IN (
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.name IS DISTINCT FROM o.name);
  ELSIF TG_TABLE_NAME = 'categories' THEN
    UPDATE products SET title = title WHERE category_id IN (
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.name IS DISTINCT FROM o.name OR n.main_category_id IS DISTINCT FROM o.main_category_id);
  ELSIF TG_TABLE_NAME = 'main_categories' THEN
    UPDATE products SET title = title WHERE category_id IN (
      SELECT c.id FROM categories c JOIN new_rows n ON n.id = c.main_category_id
      JOIN old_rows o ON o.id = n.id WHERE n.name IS DISTINCT FROM o.name);
  ELSIF TG_TABLE_NAME = 'tags' THEN
    UPDATE products SET title = title WHERE id IN (
      SELECT pt.product_id FROM product_tags pt JOIN new_rows n ON n.id = pt.tag_id
      JOIN old_rows o ON o.id = n.id WHERE n.name IS DISTINCT FROM o.name);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER product_tags_search_insert AFTER INSERT ON product_tags
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_search_touch();--> statement-breakpoint
CREATE TRIGGER product_tags_search_delete AFTER DELETE ON product_tags
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION products_search_touch();--> statement-breakpoint
CREATE TRIGGER brands_search_update AFTER UPDATE ON brands
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_search_touch();--> statement-breakpoint
CREATE TRIGGER categories_search_update AFTER UPDATE ON categories
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_search_touch();--> statement-breakpoint
CREATE TRIGGER main_categories_search_update AFTER UPDATE ON main_categories
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_search_touch();--> statement-breakpoint
CREATE TRIGGER tags_search_update AFTER UPDATE ON tags
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_search_touch();--> statement-breakpoint
-- Products that exist before this migration get their search document now.
UPDATE products SET title = title;
