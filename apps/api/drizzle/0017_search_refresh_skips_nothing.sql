-- Every stock reservation (an order's conditional update of products and variants) fires the
-- search triggers, which find no search column changed and called product_search_refresh with an
-- empty list: the INSERT … ON CONFLICT below was still planned each time, about half a
-- millisecond of the database's CPU per order placed (ADR 0053 "Speed"). Nothing to refresh now
-- returns before it.
CREATE OR REPLACE FUNCTION product_search_refresh(ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(ids), 0) = 0 THEN
    RETURN;
  END IF;
  INSERT INTO product_search AS s (product_id, visible, titles, document)
    SELECT p.id, p.status <> 'unavailable', d.titles, d.document
    FROM products p CROSS JOIN LATERAL shop_product_search(p) d
    WHERE p.id = ANY (ids)
    ORDER BY p.id
    ON CONFLICT (product_id) DO UPDATE
      SET visible = excluded.visible, titles = excluded.titles, document = excluded.document
      WHERE (s.visible, s.titles, s.document) IS DISTINCT FROM (excluded.visible, excluded.titles, excluded.document);
END
$$;
