-- Storefront search relevance (docs/decisions/0034-search-relevance.md). Everything that turns text
-- into search terms lives here, in SQL, and runs both when a product is indexed (triggers) and when
-- a query is parsed (shop_search_query), so the two sides cannot drift apart.
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;--> statement-breakpoint
-- The English Snowball stemmer without a stop-word list: "t" of "t shirt" and "a" of "a-line" count.
CREATE TEXT SEARCH DICTIONARY shop_english_stem (TEMPLATE = snowball, LANGUAGE = english);--> statement-breakpoint
-- The words of normalised text: split on anything that is not a Latin or Arabic letter or a
-- digit. Code-point ranges, not [[:alnum:]], so the database locale cannot change the answer.
CREATE OR REPLACE FUNCTION shop_search_split(normalised text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT array_remove(regexp_split_to_array(normalised,
    '[^0-9a-z\u00DF-\u00F6\u00F8-\u024F\u0620-\u063F\u0641-\u064A\u066E-\u06D3]+'), '')
$$;--> statement-breakpoint
-- The words of any text, normalised (shop_normalize of migration 0001).
CREATE OR REPLACE FUNCTION shop_search_words(input text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT shop_search_split(shop_normalize(input))
$$;--> statement-breakpoint
-- A text as one normalised word sequence ("V-Neck T-Shirt, Pack of 6" → "v neck t shirt pack of 6"):
-- what exact and prefix matches are compared on.
CREATE OR REPLACE FUNCTION shop_search_phrase(input text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_to_string(shop_search_words(input), ' '), '')
$$;--> statement-breakpoint
-- Light Arabic stemming, cheap and predictable, of a normalised word: the article and its prefixed
-- forms (ال، وال، بال، كال، فال، لل) come off when two letters or more remain; a few broken
-- plurals of garment words become their singular; then the sound feminine plural ات, or a final ه
-- (taa marbuta, already normalised), comes off when three letters remain.
CREATE OR REPLACE FUNCTION shop_arabic_stem(word text) RETURNS text
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  w text := word;
BEGIN
  IF char_length(w) >= 5 AND left(w, 3) IN ('وال', 'بال', 'كال', 'فال') THEN
    w := substr(w, 4);
  ELSIF char_length(w) >= 4 AND left(w, 2) IN ('ال', 'لل') THEN
    w := substr(w, 3);
  END IF;
  w := CASE w
    WHEN 'قمصان' THEN 'قميص' WHEN 'فساتين' THEN 'فستان' WHEN 'بناطيل' THEN 'بنطال'
    WHEN 'تنانير' THEN 'تنوره' WHEN 'اوشحه' THEN 'وشاح' WHEN 'جوارب' THEN 'جورب'
    WHEN 'اطقم' THEN 'طقم' WHEN 'معاطف' THEN 'معطف' WHEN 'سراويل' THEN 'سروال'
    WHEN 'بلايز' THEN 'بلوزه' WHEN 'هوديز' THEN 'هودي' WHEN 'الوان' THEN 'لون'
    WHEN 'مقاسات' THEN 'مقاس' WHEN 'احذيه' THEN 'حذاء'
    ELSE w END;
  IF char_length(w) >= 5 AND right(w, 2) = 'ات' THEN
    RETURN left(w, -2);
  ELSIF char_length(w) >= 4 AND right(w, 1) = 'ه' THEN
    RETURN left(w, -1);
  END IF;
  RETURN w;
END
$$;--> statement-breakpoint
-- The stem of one normalised word: English words through Snowball (jackets → jacket, hoodies →
-- hoodi), plus the irregular plurals Snowball leaves apart (scarves, women, men, children); Arabic
-- words through shop_arabic_stem; anything else (codes, numbers) as it is.
CREATE OR REPLACE FUNCTION shop_search_stem(word text) RETURNS text
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  stem text;
BEGIN
  IF word ~ '^[a-z]+$' THEN
    stem := (ts_lexize('public.shop_english_stem', word))[1];
    RETURN CASE stem
      WHEN 'scarv' THEN 'scarf' WHEN 'women' THEN 'woman' WHEN 'men' THEN 'man' WHEN 'children' THEN 'child'
      ELSE stem END;
  ELSIF word ~ '[\u0620-\u06D3]' THEN
    RETURN shop_arabic_stem(word);
  END IF;
  RETURN word;
END
$$;--> statement-breakpoint
-- The terms of a search document, field by field: every word and its stem; an Arabic word with the
-- conjunction و attached also without it ("وشورت" → شورت); the words of a compound joined
-- ("t-shirt" → tshirt, "NG-PL-PIQ" → ngplpiq); and, with `pairs`, two neighbouring pieces of one
-- field joined ("crew neck" → crewneck, "سويت شيرت" → سويتشيرت), with their stems, so the joined,
-- hyphenated and spaced spellings of a word all meet. (Document side only: a query word is never cut.)
CREATE OR REPLACE FUNCTION shop_search_terms(fields text[], pairs boolean) RETURNS text[]
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  field text;
  piece text;
  words text[];
  joined text;
  previous text;
  forms text[] := '{}';
  form text;
  terms text[] := '{}';
BEGIN
  FOREACH field IN ARRAY coalesce(fields, '{}') LOOP
    CONTINUE WHEN field IS NULL;
    previous := NULL;
    -- Two regular expressions per field: what separates words inside a piece becomes "-", then
    -- pieces are split on white space and words on "-" (shop_search_split's class, complemented).
    FOREACH piece IN ARRAY regexp_split_to_array(regexp_replace(shop_normalize(field),
        '[^0-9a-z\u00DF-\u00F6\u00F8-\u024F\u0620-\u063F\u0641-\u064A\u066E-\u06D3\s]+', '-', 'g'), '\s+') LOOP
      words := array_remove(string_to_array(piece, '-'), '');
      CONTINUE WHEN cardinality(words) = 0;
      joined := array_to_string(words, '');
      forms := forms || words;
      FOREACH form IN ARRAY words LOOP
        IF char_length(form) >= 4 AND left(form, 1) = 'و' AND form !~ '^وال' THEN
          forms := forms || substr(form, 2);
        END IF;
      END LOOP;
      IF cardinality(words) > 1 THEN
        forms := forms || joined;
      END IF;
      IF pairs AND previous IS NOT NULL THEN
        forms := forms || (previous || joined);
      END IF;
      previous := joined;
    END LOOP;
  END LOOP;
  FOREACH form IN ARRAY ARRAY(SELECT DISTINCT unnest(forms)) LOOP
    terms := terms || form || shop_search_stem(form);
  END LOOP;
  RETURN ARRAY(SELECT DISTINCT unnest(terms));
END
$$;--> statement-breakpoint
-- A weighted tsvector of the terms, built directly (no parser), as the query side builds its
-- tsquery: a term is always exactly one lexeme on both sides. Neighbouring pieces are joined in
-- names (weights A and B) only: in tag and colour names they would add more noise than matches.
CREATE OR REPLACE FUNCTION shop_search_vector(fields text[], weight "char") RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(format('''%s'':%s%s', t, least(n, 16383), weight), ' '), '')::tsvector
  FROM unnest(shop_search_terms(fields, weight IN ('A', 'B'))) WITH ORDINALITY AS x(t, n)
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_refresh() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  brand_name jsonb;
  category_name jsonb;
  main_name jsonb;
  tag_names text[];
  option_values text[];
  option_names text[];
BEGIN
  SELECT b.name INTO brand_name FROM brands b WHERE b.id = NEW.brand_id;
  SELECT c.name, m.name INTO category_name, main_name
    FROM categories c JOIN main_categories m ON m.id = c.main_category_id
    WHERE c.id = NEW.category_id;
  SELECT array_agg(concat_ws(E'\n', t.name ->> 'en', t.name ->> 'ar')) INTO tag_names
    FROM product_tags pt JOIN tags t ON t.id = pt.tag_id
    WHERE pt.product_id = NEW.id;
  SELECT array_agg(DISTINCT concat_ws(E'\n', o.value, av.name ->> 'en', av.name ->> 'ar')),
         array_agg(DISTINCT concat_ws(E'\n', a.name ->> 'en', a.name ->> 'ar')) FILTER (WHERE a.id IS NOT NULL)
    INTO option_values, option_names
    FROM product_variants v
    CROSS JOIN LATERAL jsonb_each_text(v.options) o
    LEFT JOIN variant_attributes a ON a.code = o.key
    LEFT JOIN variant_attribute_values av ON av.attribute_id = a.id AND av.code = o.value
    WHERE v.product_id = NEW.id AND v.status <> 'unavailable';
  NEW.search_titles := ARRAY[
    shop_search_phrase(NEW.title ->> 'en'), shop_search_phrase(NEW.title ->> 'ar'),
    shop_search_phrase(NEW.sku), shop_search_phrase(NEW.barcode)];
  -- One field per line: neighbouring pieces are joined within a field, never across two.
  NEW.search_vector :=
    shop_search_vector(ARRAY[NEW.title ->> 'en', NEW.title ->> 'ar', NEW.sku, NEW.barcode], 'A')
    || shop_search_vector(ARRAY[brand_name ->> 'en', brand_name ->> 'ar', category_name ->> 'en',
         category_name ->> 'ar', main_name ->> 'en', main_name ->> 'ar'], 'B')
    || shop_search_vector(string_to_array(array_to_string(tag_names || option_values, E'\n'), E'\n'), 'C')
    || shop_search_vector(string_to_array(array_to_string(option_names, E'\n'), E'\n'), 'D');
  RETURN NEW;
END
$$;--> statement-breakpoint
-- Related rows changed: "SET title = title" names a watched column, so products_search_refresh
-- recomputes the document of each product concerned.
CREATE OR REPLACE FUNCTION products_search_touch() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'product_tags' THEN
    IF TG_OP = 'DELETE' THEN
      UPDATE products SET title = title WHERE id IN (SELECT DISTINCT product_id FROM old_rows);
    ELSE
      UPDATE products SET title = title WHERE id IN (SELECT DISTINCT product_id FROM new_rows);
    END IF;
  ELSIF TG_TABLE_NAME = 'product_variants' THEN
    IF TG_OP = 'INSERT' THEN
      UPDATE products SET title = title WHERE id IN (SELECT DISTINCT product_id FROM new_rows);
    ELSIF TG_OP = 'DELETE' THEN
      UPDATE products SET title = title WHERE id IN (SELECT DISTINCT product_id FROM old_rows);
    ELSE
      -- Stock and price changes leave the document alone; options, visibility or owner do not.
      UPDATE products SET title = title WHERE id IN (
        SELECT unnest(ARRAY[n.product_id, o.product_id]) FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE n.options IS DISTINCT FROM o.options OR n.product_id <> o.product_id
           OR (n.status = 'unavailable') <> (o.status = 'unavailable'));
    END IF;
  ELSIF TG_TABLE_NAME = 'variant_attributes' THEN
    UPDATE products SET title = title WHERE id IN (
      SELECT v.product_id FROM product_variants v
      JOIN new_rows n ON v.options ? n.code JOIN old_rows o ON o.id = n.id
      WHERE n.name IS DISTINCT FROM o.name OR n.code IS DISTINCT FROM o.code
      UNION
      SELECT v.product_id FROM product_variants v
      JOIN old_rows o ON v.options ? o.code JOIN new_rows n ON n.id = o.id
      WHERE n.code IS DISTINCT FROM o.code);
  ELSIF TG_TABLE_NAME = 'variant_attribute_values' THEN
    UPDATE products SET title = title WHERE id IN (
      SELECT v.product_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      JOIN variant_attributes a ON a.id IN (n.attribute_id, o.attribute_id)
      JOIN product_variants v ON v.options ->> a.code IN (n.code, o.code)
      WHERE n.name IS DISTINCT FROM o.name OR n.code IS DISTINCT FROM o.code
         OR n.attribute_id <> o.attribute_id);
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
CREATE TRIGGER product_variants_search_insert AFTER INSERT ON product_variants
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_search_touch();--> statement-breakpoint
CREATE TRIGGER product_variants_search_update AFTER UPDATE ON product_variants
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_search_touch();--> statement-breakpoint
CREATE TRIGGER product_variants_search_delete AFTER DELETE ON product_variants
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION products_search_touch();--> statement-breakpoint
CREATE TRIGGER variant_attributes_search_update AFTER UPDATE ON variant_attributes
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_search_touch();--> statement-breakpoint
CREATE TRIGGER variant_attribute_values_search_update AFTER UPDATE ON variant_attribute_values
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_search_touch();--> statement-breakpoint
-- search_lexicon: how many visible products hold each lexeme, adjusted once per statement by the
-- difference between the documents before and after it (only rows whose document or visibility
-- changed count), so a stock update costs one empty join.
CREATE OR REPLACE FUNCTION search_lexicon_count() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  words text[];
  deltas integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(w ORDER BY w), array_agg(d ORDER BY w) INTO words, deltas
    FROM (SELECT w, count(*)::int AS d
          FROM new_rows n CROSS JOIN LATERAL unnest(tsvector_to_array(n.search_vector)) w
          WHERE n.status <> 'unavailable' GROUP BY w) x;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(w ORDER BY w), array_agg(d ORDER BY w) INTO words, deltas
    FROM (SELECT w, -count(*)::int AS d
          FROM old_rows o CROSS JOIN LATERAL unnest(tsvector_to_array(o.search_vector)) w
          WHERE o.status <> 'unavailable' GROUP BY w) x;
  ELSE
    SELECT array_agg(w ORDER BY w), array_agg(d ORDER BY w) INTO words, deltas
    FROM (
      SELECT w, sum(d)::int AS d FROM (
        SELECT c.w, c.d FROM new_rows n JOIN old_rows o ON o.id = n.id
        CROSS JOIN LATERAL (
          SELECT w, 1 AS d FROM unnest(tsvector_to_array(n.search_vector)) w WHERE n.status <> 'unavailable'
          UNION ALL
          SELECT w, -1 FROM unnest(tsvector_to_array(o.search_vector)) w WHERE o.status <> 'unavailable'
        ) c
        WHERE n.search_vector IS DISTINCT FROM o.search_vector
           OR (n.status = 'unavailable') <> (o.status = 'unavailable')
      ) y GROUP BY w HAVING sum(d) <> 0
    ) x;
  END IF;
  IF words IS NULL THEN
    RETURN NULL;
  END IF;
  -- Sorted, so two writers lock shared words in the same order.
  INSERT INTO search_lexicon AS l (word, products)
    SELECT * FROM unnest(words, deltas)
    ON CONFLICT (word) DO UPDATE SET products = l.products + excluded.products;
  DELETE FROM search_lexicon WHERE word = ANY (words) AND products <= 0;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_search_lexicon_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_lexicon_count();--> statement-breakpoint
CREATE TRIGGER products_search_lexicon_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_lexicon_count();--> statement-breakpoint
CREATE TRIGGER products_search_lexicon_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_lexicon_count();--> statement-breakpoint
-- Edit distance with one adjacent transposition counting as one edit ("shrit" → "shirt"), capped
-- at 2: levenshtein_less_equal, plus a check for a single swap when it says 2.
CREATE OR REPLACE FUNCTION shop_typo_distance(a text, b text) RETURNS integer
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  d integer := levenshtein_less_equal(a, b, 2);
  i integer;
BEGIN
  IF d = 2 AND char_length(a) = char_length(b) THEN
    FOR i IN 1 .. char_length(a) - 1 LOOP
      IF substr(a, i, 1) <> substr(b, i, 1) THEN
        IF substr(a, i, 1) = substr(b, i + 1, 1) AND substr(a, i + 1, 1) = substr(b, i, 1)
           AND substr(a, i + 2) = substr(b, i + 2) THEN
          RETURN 1;
        END IF;
        RETURN d;
      END IF;
    END LOOP;
  END IF;
  RETURN least(d, 3);
END
$$;--> statement-breakpoint
-- Whether a normalised query word is in the vocabulary: itself or its stem is a lexeme, or (the
-- word being typed, two letters or more) a lexeme starts with it. Index lookups on search_lexicon.
CREATE OR REPLACE FUNCTION shop_search_known(w text, typing boolean) RETURNS boolean
LANGUAGE sql STABLE STRICT PARALLEL SAFE AS $$
  SELECT EXISTS (SELECT 1 FROM search_lexicon l WHERE l.word IN (w, shop_search_stem(w)))
    OR (typing AND char_length(w) >= 2 AND EXISTS (
      SELECT 1 FROM search_lexicon l WHERE l.word ~>=~ w AND l.word ~<~ (w || chr(1114111))))
$$;--> statement-breakpoint
-- The tsquery of one known query word: its stem; the word being typed also as a prefix of a stem
-- or of a word ("jack" → jacket, "padde" → padded).
CREATE OR REPLACE FUNCTION shop_search_term(word text, typing boolean) RETURNS tsquery
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT CASE
    WHEN NOT typing OR char_length(word) < 2 THEN format('''%s''', s.stem)::tsquery
    WHEN s.stem = word THEN format('''%s'':*', word)::tsquery
    ELSE format('''%s'':* | ''%s'':*', s.stem, word)::tsquery
  END
  FROM (SELECT shop_search_stem(word) AS stem) s
$$;--> statement-breakpoint
-- A storefront query as a tsquery: every word must match (AND); each word is its stem, the last one
-- also a prefix; a word that is in no visible product's document is a typo and becomes the nearest
-- vocabulary words (fewest edits: one for 4–7 letters, two from 8, none below 4); two neighbouring
-- words that the vocabulary knows joined ("t shirt", "sweat shirt") are an alternative. Also
-- returns `ranking`, the same terms ORed: ts_rank of an AND query weighs how close the terms'
-- positions are, which means nothing in a document of term sets, while ranking the OR weighs each
-- term by where it occurs (title over category over colour); the query as a word sequence (for
-- exact and prefix ranking); and whether a word was corrected. At most 8 words of the first 200
-- characters.
CREATE OR REPLACE FUNCTION shop_search_query(
  input text, OUT query tsquery, OUT ranking tsquery, OUT phrase text, OUT corrected boolean)
LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
DECLARE
  words text[] := (shop_search_words(left(coalesce(input, ''), 200)))[1:8];
  n integer := coalesce(cardinality(words), 0);
  terms tsquery[];
  fixes text[];
  joined text;
  alternative tsquery;
  i integer;
  j integer;
BEGIN
  phrase := coalesce(array_to_string(words, ' '), '');
  corrected := false;
  IF n = 0 THEN
    RETURN;
  END IF;
  FOR i IN 1 .. n LOOP
    IF shop_search_known(words[i], i = n) THEN
      terms[i] := shop_search_term(words[i], i = n);
    ELSE
      -- A fix is the vocabulary word and its stem ("hoddie" → hoodie | hoodi, which "Hoodies" has).
      SELECT array_agg(DISTINCT format('''%s''', f)) INTO fixes
      FROM (
        SELECT k.word, k.d, min(k.d) OVER () AS best
        FROM (
          SELECT l.word, shop_typo_distance(words[i], l.word) AS d
          FROM search_lexicon l ORDER BY l.word <-> words[i] LIMIT 24
        ) k
        WHERE k.d <= CASE
          WHEN words[i] ~ '[0-9]' THEN 0 -- a code or number with a wrong digit is another product
          WHEN char_length(words[i]) >= 8 THEN 2
          WHEN char_length(words[i]) >= 4 THEN 1
          ELSE 0
        END
      ) c
      CROSS JOIN LATERAL unnest(ARRAY[c.word, shop_search_stem(c.word)]) f
      WHERE c.d = c.best;
      IF fixes IS NULL THEN
        terms[i] := shop_search_term(words[i], false);
      ELSE
        terms[i] := array_to_string(fixes, ' | ')::tsquery;
        corrected := true;
      END IF;
    END IF;
  END LOOP;
  query := terms[1];
  ranking := terms[1];
  FOR i IN 2 .. n LOOP
    query := query && terms[i];
    ranking := ranking || terms[i];
  END LOOP;
  FOR i IN 1 .. n - 1 LOOP
    joined := words[i] || words[i + 1];
    IF shop_search_known(joined, i + 1 = n) THEN
      alternative := shop_search_term(joined, i + 1 = n);
      FOR j IN 1 .. n LOOP
        IF j <> i AND j <> i + 1 THEN
          alternative := alternative && terms[j];
        END IF;
      END LOOP;
      query := query || alternative;
      ranking := ranking || shop_search_term(joined, i + 1 = n);
    END IF;
  END LOOP;
END
$$;--> statement-breakpoint
-- Products that exist before this migration get their new document now; the lexicon then counts
-- them from scratch (the triggers count differences, and the old documents were never counted).
UPDATE products SET title = title;--> statement-breakpoint
DELETE FROM search_lexicon;--> statement-breakpoint
INSERT INTO search_lexicon (word, products)
  SELECT w, count(*) FROM products p CROSS JOIN LATERAL unnest(tsvector_to_array(p.search_vector)) w
  WHERE p.status <> 'unavailable' GROUP BY w;
