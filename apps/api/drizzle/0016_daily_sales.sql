CREATE TABLE "product_sales_daily" (
	"day" date NOT NULL,
	"product_id" integer NOT NULL,
	"status" "order_status" NOT NULL,
	"currency" varchar(3) NOT NULL,
	"units" integer NOT NULL,
	"amount" bigint NOT NULL,
	"folded" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_daily" (
	"day" date NOT NULL,
	"status" "order_status" NOT NULL,
	"currency" varchar(3) NOT NULL,
	"orders" integer NOT NULL,
	"amount" bigint NOT NULL,
	"folded" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
DROP INDEX "orders_dashboard_idx";--> statement-breakpoint
CREATE INDEX "product_sales_daily_read_idx" ON "product_sales_daily" USING btree ("currency","day","status","product_id","units","amount");--> statement-breakpoint
CREATE INDEX "product_sales_daily_unfolded_idx" ON "product_sales_daily" USING btree ("day") WHERE not "product_sales_daily"."folded";--> statement-breakpoint
CREATE INDEX "sales_daily_read_idx" ON "sales_daily" USING btree ("day","status","currency","orders","amount");--> statement-breakpoint
CREATE INDEX "sales_daily_unfolded_idx" ON "sales_daily" USING btree ("day") WHERE not "sales_daily"."folded";--> statement-breakpoint
-- The admin dashboard's period figures, pre-aggregated by the order's UTC day (docs/decisions/
-- 0060-dashboards.md "Speed"). Statement triggers with transition tables note each write's signed
-- difference as new rows, as order_rollups does (migration 0012): rows are only inserted, so
-- orders placed at once never wait on a shared counter row, and no lock is taken that could
-- deadlock. The dashboard sums the rows and folds them (foldDailySales) when many are unfolded.
-- A line counts under its order's day, status and currency: the order's trigger moves its lines
-- when those change, the lines' trigger reads its order. Lines without a product (deleted, so set
-- null) count for no one.
CREATE FUNCTION orders_daily_note() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    -- Its lines come with or after it: the lines' trigger counts them.
    INSERT INTO sales_daily (day, status, currency, orders, amount)
      SELECT (created_at AT TIME ZONE 'UTC')::date, status, currency, count(*), sum(grand_total)
      FROM new_rows GROUP BY 1, 2, 3;
  ELSIF TG_OP = 'DELETE' THEN
    -- Its lines were taken out before each row went (orders_daily_forget_lines).
    INSERT INTO sales_daily (day, status, currency, orders, amount)
      SELECT (created_at AT TIME ZONE 'UTC')::date, status, currency, -count(*), -sum(grand_total)
      FROM old_rows GROUP BY 1, 2, 3;
  ELSE
    -- Updates that change none of day, status, currency and total (payment status, notes,
    -- shipping, timestamps) add nothing.
    INSERT INTO sales_daily (day, status, currency, orders, amount)
      SELECT d.day, d.status, d.currency, sum(d.orders), sum(d.amount)
      FROM new_rows n JOIN old_rows o ON o.id = n.id
      CROSS JOIN LATERAL (
        VALUES ((n.created_at AT TIME ZONE 'UTC')::date, n.status, n.currency, 1, n.grand_total::bigint),
               ((o.created_at AT TIME ZONE 'UTC')::date, o.status, o.currency, -1, -o.grand_total::bigint)
      ) AS d(day, status, currency, orders, amount)
      WHERE (n.created_at, n.status, n.currency, n.grand_total)
            IS DISTINCT FROM (o.created_at, o.status, o.currency, o.grand_total)
      GROUP BY 1, 2, 3
      HAVING sum(d.orders) <> 0 OR sum(d.amount) <> 0;
    -- The lines of an order whose day, status or currency changed move with it.
    INSERT INTO product_sales_daily (day, product_id, status, currency, units, amount)
      SELECT d.day, i.product_id, d.status, d.currency, sum(d.sign * i.qty), sum(d.sign * i.line_total::bigint)
      FROM new_rows n JOIN old_rows o ON o.id = n.id
      CROSS JOIN LATERAL (
        VALUES ((n.created_at AT TIME ZONE 'UTC')::date, n.status, n.currency, 1),
               ((o.created_at AT TIME ZONE 'UTC')::date, o.status, o.currency, -1)
      ) AS d(day, status, currency, sign)
      JOIN order_items i ON i.order_id = n.id
      WHERE i.product_id IS NOT NULL
        AND ((n.created_at AT TIME ZONE 'UTC')::date, n.status, n.currency)
            IS DISTINCT FROM ((o.created_at AT TIME ZONE 'UTC')::date, o.status, o.currency)
      GROUP BY 1, 2, 3, 4
      HAVING sum(d.sign * i.qty) <> 0 OR sum(d.sign * i.line_total::bigint) <> 0;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- An order's lines are deleted with it by their foreign key's cascade, which runs after the order
-- is gone, when the lines' trigger can no longer read its day, status and currency: so each order
-- takes its lines out here, just before it goes, and the cascade's lines then find no order.
CREATE FUNCTION orders_daily_forget_lines() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_sales_daily (day, product_id, status, currency, units, amount)
    SELECT (OLD.created_at AT TIME ZONE 'UTC')::date, i.product_id, OLD.status, OLD.currency,
           -sum(i.qty), -sum(i.line_total::bigint)
    FROM order_items i WHERE i.order_id = OLD.id AND i.product_id IS NOT NULL
    GROUP BY i.product_id;
  RETURN OLD;
END
$$;--> statement-breakpoint
CREATE FUNCTION order_items_daily_note() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO product_sales_daily (day, product_id, status, currency, units, amount)
      SELECT (o.created_at AT TIME ZONE 'UTC')::date, i.product_id, o.status, o.currency,
             sum(i.qty), sum(i.line_total::bigint)
      FROM new_rows i JOIN orders o ON o.id = i.order_id
      WHERE i.product_id IS NOT NULL
      GROUP BY 1, 2, 3, 4;
  ELSIF TG_OP = 'DELETE' THEN
    -- Lines deleted with their order find none: it took them out already.
    INSERT INTO product_sales_daily (day, product_id, status, currency, units, amount)
      SELECT (o.created_at AT TIME ZONE 'UTC')::date, i.product_id, o.status, o.currency,
             -sum(i.qty), -sum(i.line_total::bigint)
      FROM old_rows i JOIN orders o ON o.id = i.order_id
      WHERE i.product_id IS NOT NULL
      GROUP BY 1, 2, 3, 4;
  ELSE
    -- Only a change of order, product, units or total counts (a return's returned_qty does
    -- not); a product deleted sets its lines' product_id null, which takes them out.
    INSERT INTO product_sales_daily (day, product_id, status, currency, units, amount)
      SELECT (o.created_at AT TIME ZONE 'UTC')::date, d.product_id, o.status, o.currency,
             sum(d.units), sum(d.amount)
      FROM new_rows n JOIN old_rows p ON p.id = n.id
      CROSS JOIN LATERAL (
        VALUES (n.order_id, n.product_id, n.qty, n.line_total::bigint),
               (p.order_id, p.product_id, -p.qty, -p.line_total::bigint)
      ) AS d(order_id, product_id, units, amount)
      JOIN orders o ON o.id = d.order_id
      WHERE d.product_id IS NOT NULL
        AND (n.order_id, n.product_id, n.qty, n.line_total)
            IS DISTINCT FROM (p.order_id, p.product_id, p.qty, p.line_total)
      GROUP BY 1, 2, 3, 4
      HAVING sum(d.units) <> 0 OR sum(d.amount) <> 0;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION sales_daily_clear() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'orders' THEN
    DELETE FROM sales_daily;
  ELSE
    DELETE FROM product_sales_daily;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER orders_daily_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION orders_daily_note();--> statement-breakpoint
CREATE TRIGGER orders_daily_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION orders_daily_note();--> statement-breakpoint
CREATE TRIGGER orders_daily_delete AFTER DELETE ON orders
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION orders_daily_note();--> statement-breakpoint
CREATE TRIGGER orders_daily_forget_lines BEFORE DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_daily_forget_lines();--> statement-breakpoint
CREATE TRIGGER orders_daily_truncate AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION sales_daily_clear();--> statement-breakpoint
CREATE TRIGGER order_items_daily_insert AFTER INSERT ON order_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_items_daily_note();--> statement-breakpoint
CREATE TRIGGER order_items_daily_update AFTER UPDATE ON order_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_items_daily_note();--> statement-breakpoint
CREATE TRIGGER order_items_daily_delete AFTER DELETE ON order_items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION order_items_daily_note();--> statement-breakpoint
CREATE TRIGGER order_items_daily_truncate AFTER TRUNCATE ON order_items
  FOR EACH STATEMENT EXECUTE FUNCTION sales_daily_clear();--> statement-breakpoint
-- The orders there are now, folded. The triggers above were created first: each locks its table
-- against writes until the migration commits, so no order is counted twice or missed.
INSERT INTO sales_daily (day, status, currency, orders, amount, folded)
  SELECT (created_at AT TIME ZONE 'UTC')::date, status, currency, count(*), sum(grand_total), true
  FROM orders GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO product_sales_daily (day, product_id, status, currency, units, amount, folded)
  SELECT (o.created_at AT TIME ZONE 'UTC')::date, i.product_id, o.status, o.currency,
         sum(i.qty), sum(i.line_total::bigint), true
  FROM order_items i JOIN orders o ON o.id = i.order_id
  WHERE i.product_id IS NOT NULL
  GROUP BY 1, 2, 3, 4;
