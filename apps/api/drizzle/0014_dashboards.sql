CREATE INDEX "products_qty_idx" ON "products" USING btree ("qty");--> statement-breakpoint
CREATE INDEX "order_items_dashboard_idx" ON "order_items" USING btree ("order_id","product_id","qty","line_total");--> statement-breakpoint
CREATE INDEX "orders_dashboard_idx" ON "orders" USING btree ("created_at","status","currency","grand_total","id");