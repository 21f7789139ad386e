CREATE TABLE "document_counters" (
	"name" varchar(40) PRIMARY KEY NOT NULL,
	"value" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "invoices_order_idx";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "language" varchar(2) DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "seller" jsonb NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_unique" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "invoices_printed_idx" ON "invoices" USING btree ("printed_at");--> statement-breakpoint
CREATE INDEX "invoices_created_idx" ON "invoices" USING btree ("created_at");