-- The admin order list's totals by status and payment status (docs/decisions/0053-checkout-and-orders.md
-- "Speed"). Each statement on orders notes its difference in order_rollups, grouped by status and
-- payment status: rows are only inserted, so two orders placed at once never wait for each other
-- here. The list sums the rows and folds them into one per pair when there are many.
CREATE OR REPLACE FUNCTION order_rollups_note() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO order_rollups (status, payment_status, orders, grand_total)
      SELECT status, payment_status, count(*), sum(grand_total) FROM new_rows GROUP BY 1, 2;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO order_rollups (status, payment_status, orders, grand_total)
      SELECT status, payment_status, -count(*), -sum(grand_total) FROM old_rows GROUP BY 1, 2;
  ELSE
    -- Updates that change none of the three (notes, shipping information, timestamps) add nothing.
    INSERT INTO order_rollups (status, payment_status, orders, grand_total)
      SELECT d.status, d.payment_status, sum(d.n), sum(d.total)
      FROM new_rows n JOIN old_rows o ON o.id = n.id
      CROSS JOIN LATERAL (
        VALUES (n.status, n.payment_status, 1, n.grand_total::bigint),
               (o.status, o.payment_status, -1, -o.grand_total::bigint)
      ) AS d(status, payment_status, n, total)
      WHERE (n.status, n.payment_status, n.grand_total) IS DISTINCT FROM (o.status, o.payment_status, o.grand_total)
      GROUP BY 1, 2
      HAVING sum(d.n) <> 0 OR sum(d.total) <> 0;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_rollups_clear() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM order_rollups;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER orders_rollups_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_rollups_note();--> statement-breakpoint
CREATE TRIGGER orders_rollups_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_rollups_note();--> statement-breakpoint
CREATE TRIGGER orders_rollups_delete AFTER DELETE ON orders
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION order_rollups_note();--> statement-breakpoint
CREATE TRIGGER orders_rollups_truncate AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION order_rollups_clear();--> statement-breakpoint
-- The orders there are now.
INSERT INTO order_rollups (status, payment_status, orders, grand_total)
  SELECT status, payment_status, count(*), sum(grand_total) FROM orders GROUP BY 1, 2;
