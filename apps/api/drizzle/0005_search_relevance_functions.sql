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
-- The search row of one product: `titles` (titles, SKU, barcode as word sequences) and `document`:
-- A = titles, SKU, barcode; B = brand, category and main category names; C = tag names and the
-- values (code and names) of its shown variants' options, such as colours and sizes; D = the
-- names of those options (Size, Colour). Both languages each; one field per name, so neighbouring
-- pieces are joined within a name, never across two.
CREATE OR REPLACE FUNCTION shop_product_search(p products, OUT titles text[], OUT document tsvector)
LANGUAGE plpgsql STABLE AS $$
DECLARE
  brand_name jsonb;
  category_name jsonb;
  main_name jsonb;
  tag_names text[];
  option_values text[];
  option_names text[];
BEGIN
  SELECT b.name INTO brand_name FROM brands b WHERE b.id = p.brand_id;
  SELECT c.name, m.name INTO category_name, main_name
    FROM categories c JOIN main_categories m ON m.id = c.main_category_id
    WHERE c.id = p.category_id;
  SELECT array_agg(x) INTO tag_names
    FROM product_tags pt JOIN tags t ON t.id = pt.tag_id
    CROSS JOIN LATERAL unnest(ARRAY[t.name ->> 'en', t.name ->> 'ar']) x
    WHERE pt.product_id = p.id;
  SELECT array_agg(DISTINCT x) INTO option_values
    FROM product_variants v
    CROSS JOIN LATERAL jsonb_each_text(v.options) o
    LEFT JOIN variant_attributes a ON a.code = o.key
    LEFT JOIN variant_attribute_values av ON av.attribute_id = a.id AND av.code = o.value
    CROSS JOIN LATERAL unnest(ARRAY[o.value, av.name ->> 'en', av.name ->> 'ar']) x
    WHERE v.product_id = p.id AND v.status <> 'unavailable';
  SELECT array_agg(DISTINCT x) INTO option_names
    FROM product_variants v
    CROSS JOIN LATERAL jsonb_object_keys(v.options) k
    JOIN variant_attributes a ON a.code = k
    CROSS JOIN LATERAL unnest(ARRAY[a.name ->> 'en', a.name ->> 'ar']) x
    WHERE v.product_id = p.id AND v.status <> 'unavailable';
  titles := ARRAY[shop_search_phrase(p.title ->> 'en'), shop_search_phrase(p.title ->> 'ar'),
                  shop_search_phrase(p.sku), shop_search_phrase(p.barcode)];
  document :=
    shop_search_vector(ARRAY[p.title ->> 'en', p.title ->> 'ar', p.sku, p.barcode], 'A')
    || shop_search_vector(ARRAY[brand_name ->> 'en', brand_name ->> 'ar', category_name ->> 'en',
         category_name ->> 'ar', main_name ->> 'en', main_name ->> 'ar'], 'B')
    || shop_search_vector(coalesce(tag_names, '{}') || coalesce(option_values, '{}'), 'C')
    || shop_search_vector(option_names, 'D');
END
$$;--> statement-breakpoint
-- Recomputes the search rows of the given products (ids of deleted products are skipped); a row
-- whose content did not change is not written.
CREATE OR REPLACE FUNCTION product_search_refresh(ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_search AS s (product_id, visible, titles, document)
    SELECT p.id, p.status <> 'unavailable', d.titles, d.document
    FROM products p CROSS JOIN LATERAL shop_product_search(p) d
    WHERE p.id = ANY (ids)
    ORDER BY p.id
    ON CONFLICT (product_id) DO UPDATE
      SET visible = excluded.visible, titles = excluded.titles, document = excluded.document
      WHERE (s.visible, s.titles, s.document) IS DISTINCT FROM (excluded.visible, excluded.titles, excluded.document);
END
$$;--> statement-breakpoint
-- The document of migration 0001 lived on the product row; it now lives in product_search.
DROP TRIGGER products_search_refresh ON products;--> statement-breakpoint
DROP FUNCTION products_search_refresh();--> statement-breakpoint
-- Something a product's search row is made of changed: refresh the rows of the products concerned,
-- once per statement. Updates that change none of it (stock, prices, descriptions) cost one join
-- of the statement's old and new rows.
CREATE OR REPLACE FUNCTION products_search_touch() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'products' THEN
    IF TG_OP = 'INSERT' THEN
      PERFORM product_search_refresh(ARRAY(SELECT id FROM new_rows));
    ELSE
      PERFORM product_search_refresh(ARRAY(
        SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE n.title IS DISTINCT FROM o.title OR n.sku IS DISTINCT FROM o.sku
           OR n.barcode IS DISTINCT FROM o.barcode OR n.brand_id IS DISTINCT FROM o.brand_id
           OR n.category_id IS DISTINCT FROM o.category_id
           OR (n.status = 'unavailable') <> (o.status = 'unavailable')));
    END IF;
  ELSIF TG_TABLE_NAME = 'product_tags' THEN
    IF TG_OP = 'DELETE' THEN
      PERFORM product_search_refresh(ARRAY(SELECT DISTINCT product_id FROM old_rows));
    ELSE
      PERFORM product_search_refresh(ARRAY(SELECT DISTINCT product_id FROM new_rows));
    END IF;
  ELSIF TG_TABLE_NAME = 'product_variants' THEN
    IF TG_OP = 'INSERT' THEN
      PERFORM product_search_refresh(ARRAY(SELECT DISTINCT product_id FROM new_rows));
    ELSIF TG_OP = 'DELETE' THEN
      PERFORM product_search_refresh(ARRAY(SELECT DISTINCT product_id FROM old_rows));
    ELSE
      -- Stock and price changes leave the document alone; options, visibility or owner do not.
      PERFORM product_search_refresh(ARRAY(
        SELECT unnest(ARRAY[n.product_id, o.product_id]) FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE n.options IS DISTINCT FROM o.options OR n.product_id <> o.product_id
           OR (n.status = 'unavailable') <> (o.status = 'unavailable')));
    END IF;
  ELSIF TG_TABLE_NAME = 'variant_attributes' THEN
    PERFORM product_search_refresh(ARRAY(
      SELECT v.product_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      JOIN product_variants v ON v.options ? n.code OR v.options ? o.code
      WHERE n.name IS DISTINCT FROM o.name OR n.code IS DISTINCT FROM o.code));
  ELSIF TG_TABLE_NAME = 'variant_attribute_values' THEN
    PERFORM product_search_refresh(ARRAY(
      SELECT v.product_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      JOIN variant_attributes a ON a.id IN (n.attribute_id, o.attribute_id)
      JOIN product_variants v ON v.options ->> a.code IN (n.code, o.code)
      WHERE n.name IS DISTINCT FROM o.name OR n.code IS DISTINCT FROM o.code
         OR n.attribute_id <> o.attribute_id));
  ELSIF TG_TABLE_NAME = 'brands' THEN
    PERFORM product_search_refresh(ARRAY(
      SELECT p.id FROM products p JOIN new_rows n ON n.id = p.brand_id JOIN old_rows o ON o.id = n.id
      WHERE n.name IS DISTINCT FROM o.name));
  ELSIF TG_TABLE_NAME = 'categories' THEN
    PERFORM product_search_refresh(ARRAY(
      SELECT p.id FROM products p JOIN new_rows n ON n.id = p.category_id JOIN old_rows o ON o.id = n.id
      WHERE n.name IS DISTINCT FROM o.name OR n.main_category_id IS DISTINCT FROM o.main_category_id));
  ELSIF TG_TABLE_NAME = 'main_categories' THEN
    PERFORM product_search_refresh(ARRAY(
      SELECT p.id FROM products p JOIN categories c ON c.id = p.category_id
      JOIN new_rows n ON n.id = c.main_category_id JOIN old_rows o ON o.id = n.id
      WHERE n.name IS DISTINCT FROM o.name));
  ELSIF TG_TABLE_NAME = 'tags' THEN
    PERFORM product_search_refresh(ARRAY(
      SELECT pt.product_id FROM product_tags pt JOIN new_rows n ON n.id = pt.tag_id
      JOIN old_rows o ON o.id = n.id WHERE n.name IS DISTINCT FROM o.name));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_search_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_search_touch();--> statement-breakpoint
CREATE TRIGGER products_search_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_search_touch();--> statement-breakpoint
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
-- search_lexicon: how many visible products hold each lexeme. Each statement on product_search
-- notes the difference between the documents before and after it in search_lexicon_pending; at
-- commit (a deferred trigger) the transaction's differences are summed and applied in one
-- statement, words in sorted order. Row locks on shared words are so taken once per transaction,
-- in one order: two transactions writing the catalogue at once wait for each other but never
-- deadlock, which applying each statement's difference as it ran could (a transaction holding
-- "jacket" from one statement, waiting for "apple" held by another that waits for "jacket").
-- The pending rows live only inside their transaction (unlogged: nothing to recover).
CREATE UNLOGGED TABLE search_lexicon_pending (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  words text[] NOT NULL,
  deltas integer[] NOT NULL
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_lexicon_note() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed text[];
  counts integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(w), array_agg(d) INTO changed, counts
    FROM (SELECT w, count(*)::int AS d
          FROM new_rows n CROSS JOIN LATERAL unnest(tsvector_to_array(n.document)) w
          WHERE n.visible GROUP BY w) x;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(w), array_agg(d) INTO changed, counts
    FROM (SELECT w, -count(*)::int AS d
          FROM old_rows o CROSS JOIN LATERAL unnest(tsvector_to_array(o.document)) w
          WHERE o.visible GROUP BY w) x;
  ELSE
    SELECT array_agg(w), array_agg(d) INTO changed, counts
    FROM (
      SELECT c.w, sum(c.d)::int AS d
      FROM new_rows n JOIN old_rows o ON o.product_id = n.product_id
      CROSS JOIN LATERAL (
        SELECT w, 1 AS d FROM unnest(tsvector_to_array(n.document)) w WHERE n.visible
        UNION ALL
        SELECT w, -1 FROM unnest(tsvector_to_array(o.document)) w WHERE o.visible
      ) c
      GROUP BY c.w HAVING sum(c.d) <> 0
    ) x;
  END IF;
  IF changed IS NOT NULL THEN
    INSERT INTO search_lexicon_pending (words, deltas) VALUES (changed, counts);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- At commit, once per pending row; the first call applies them all (a transaction sees only its
-- own pending rows: the others' are uncommitted, and every transaction empties its own).
CREATE OR REPLACE FUNCTION search_lexicon_apply() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  emptied text[];
BEGIN
  WITH taken AS (DELETE FROM search_lexicon_pending RETURNING words, deltas),
  summed AS (
    SELECT u.w, sum(u.d)::int AS d FROM taken CROSS JOIN LATERAL unnest(taken.words, taken.deltas) AS u(w, d)
    GROUP BY u.w HAVING sum(u.d) <> 0
  ),
  applied AS (
    INSERT INTO search_lexicon AS l (word, products)
      SELECT w, d FROM summed ORDER BY w
      ON CONFLICT (word) DO UPDATE SET products = l.products + excluded.products
      RETURNING l.word, l.products
  )
  SELECT array_agg(word) INTO emptied FROM applied WHERE products <= 0;
  IF emptied IS NOT NULL THEN
    DELETE FROM search_lexicon WHERE word = ANY (emptied) AND products <= 0;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER search_lexicon_pending_apply AFTER INSERT ON search_lexicon_pending
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION search_lexicon_apply();--> statement-breakpoint
CREATE TRIGGER product_search_lexicon_insert AFTER INSERT ON product_search
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_lexicon_note();--> statement-breakpoint
CREATE TRIGGER product_search_lexicon_update AFTER UPDATE ON product_search
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_lexicon_note();--> statement-breakpoint
CREATE TRIGGER product_search_lexicon_delete AFTER DELETE ON product_search
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_lexicon_note();--> statement-breakpoint
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
-- PL/pgSQL rather than SQL here and below: its plans are kept for the session, an SQL function
-- called once per word is planned again at every call.
CREATE OR REPLACE FUNCTION shop_search_known(w text, typing boolean) RETURNS boolean
LANGUAGE plpgsql STABLE STRICT PARALLEL SAFE AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM search_lexicon l WHERE l.word IN (w, shop_search_stem(w))) THEN
    RETURN true;
  END IF;
  RETURN typing AND char_length(w) >= 2 AND EXISTS (
    SELECT 1 FROM search_lexicon l WHERE l.word ~>=~ w AND l.word ~<~ (w || chr(1114111)));
END
$$;--> statement-breakpoint
-- The tsquery of one known query word: its stem; the word being typed also as a prefix of a stem
-- or of a word ("jack" → jacket, "padde" → padded).
CREATE OR REPLACE FUNCTION shop_search_term(word text, typing boolean) RETURNS tsquery
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  stem text := shop_search_stem(word);
BEGIN
  IF NOT typing OR char_length(word) < 2 THEN
    RETURN format('''%s''', stem)::tsquery;
  ELSIF stem = word THEN
    RETURN format('''%s'':*', word)::tsquery;
  END IF;
  RETURN format('''%s'':* | ''%s'':*', stem, word)::tsquery;
END
$$;--> statement-breakpoint
-- A storefront query as a tsquery: every word must match (AND); each word is its stem, the last one
-- also a prefix; a word that is in no visible product's document is a typo and becomes the nearest
-- vocabulary words (fewest edits: one for 4–7 letters, two from 8, none below 4); two neighbouring
-- words that the vocabulary knows joined ("t shirt", "sweat shirt") are an alternative. Also
-- returns `ranking`, the same terms ORed: ts_rank of an AND query weighs how close the terms'
-- positions are, which means nothing in a document of term sets, while ranking the OR weighs each
-- term by where it occurs (title over category over colour); and the query as a word sequence (for
-- exact and prefix ranking). At most 8 words of the first 200 characters.
CREATE OR REPLACE FUNCTION shop_search_query(
  input text, OUT query tsquery, OUT ranking tsquery, OUT phrase text)
LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
DECLARE
  words text[] := (shop_search_words(left(coalesce(input, ''), 200)))[1:8];
  n integer := coalesce(cardinality(words), 0);
  terms tsquery[];
  fixes text[];
  allowed integer;
  joined text;
  alternative tsquery;
  i integer;
  j integer;
BEGIN
  phrase := coalesce(array_to_string(words, ' '), '');
  IF n = 0 THEN
    RETURN;
  END IF;
  FOR i IN 1 .. n LOOP
    IF shop_search_known(words[i], i = n) THEN
      terms[i] := shop_search_term(words[i], i = n);
    ELSE
      -- Edits allowed: none for 1–3 letters or a word with digits (a code or number one digit off
      -- is another product), one for 4–7 letters, two from 8.
      allowed := CASE
        WHEN words[i] ~ '[0-9]' OR char_length(words[i]) < 4 THEN 0
        WHEN char_length(words[i]) < 8 THEN 1
        ELSE 2
      END;
      fixes := NULL;
      IF allowed > 0 THEN
        -- Candidates: vocabulary words with the same first letter and a length within the allowed
        -- edits (search_lexicon_typo_idx), close by Levenshtein distance; then the fewest edits
        -- counting a swap of two neighbouring letters as one. A fix is the word and its stem
        -- ("hoddie" → hoodie | hoodi, the stem "Hoodies" has).
        SELECT array_agg(DISTINCT format('''%s''', f)) INTO fixes
        FROM (
          SELECT k.word, k.d, min(k.d) OVER () AS best
          FROM (
            SELECT l.word, shop_typo_distance(words[i], l.word) AS d
            FROM search_lexicon l
            WHERE l.word !~ '[0-9]' AND left(l.word, 1) = left(words[i], 1)
              AND char_length(l.word) BETWEEN char_length(words[i]) - allowed AND char_length(words[i]) + allowed
              AND levenshtein_less_equal(words[i], l.word, 2) <= 2
          ) k
          WHERE k.d <= allowed
        ) c
        CROSS JOIN LATERAL unnest(ARRAY[c.word, shop_search_stem(c.word)]) f
        WHERE c.d = c.best;
      END IF;
      IF fixes IS NULL THEN
        terms[i] := shop_search_term(words[i], false);
      ELSE
        terms[i] := array_to_string(fixes, ' | ')::tsquery;
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
-- Every existing product gets its search row now (and the lexicon its counts, through the triggers).
SELECT product_search_refresh(ARRAY(SELECT id FROM products));
