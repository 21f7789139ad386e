CREATE SEQUENCE "public"."return_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payment_id" integer NOT NULL,
	"idempotency_key" varchar(200) NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refunds_amount" CHECK ("payment_refunds"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "collections" DROP CONSTRAINT "collections_return_id_returns_id_fk";
--> statement-breakpoint
ALTER TABLE "collections" DROP CONSTRAINT "collections_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "collections" ALTER COLUMN "status" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "collections" ALTER COLUMN "status" SET DEFAULT 'recorded'::text;--> statement-breakpoint
DROP TYPE "public"."collection_status";--> statement-breakpoint
CREATE TYPE "public"."collection_status" AS ENUM('recorded', 'confirmed', 'rejected');--> statement-breakpoint
ALTER TABLE "collections" ALTER COLUMN "status" SET DEFAULT 'recorded'::"public"."collection_status";--> statement-breakpoint
ALTER TABLE "collections" ALTER COLUMN "status" SET DATA TYPE "public"."collection_status" USING "status"::"public"."collection_status";--> statement-breakpoint
ALTER TABLE "collections" ALTER COLUMN "order_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "collections" ALTER COLUMN "amount" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "collections" ALTER COLUMN "method" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "invoice_id" integer;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "currency" varchar(3) NOT NULL;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "collected_on" date NOT NULL;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "reference" varchar(120);--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "reviewed_by_admin_id" integer;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "payment_id" integer;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "filed_by" varchar(20) DEFAULT 'customer' NOT NULL;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "filed_by_admin_id" integer;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "refunded_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "refund_payment_id" integer;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "currency" varchar(3) NOT NULL;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "restocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "restocked_by_admin_id" integer;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_key_unique" ON "payment_refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "payment_refunds_payment_idx" ON "payment_refunds" USING btree ("payment_id");--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_reviewed_by_admin_id_admins_id_fk" FOREIGN KEY ("reviewed_by_admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_filed_by_admin_id_admins_id_fk" FOREIGN KEY ("filed_by_admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_refund_payment_id_payments_id_fk" FOREIGN KEY ("refund_payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_restocked_by_admin_id_admins_id_fk" FOREIGN KEY ("restocked_by_admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collections_order_idx" ON "collections" USING btree ("order_id","status");--> statement-breakpoint
CREATE INDEX "collections_status_idx" ON "collections" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "return_items_order_item_idx" ON "return_items" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "returns_created_idx" ON "returns" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "collections" DROP COLUMN "return_id";--> statement-breakpoint
ALTER TABLE "collections" DROP COLUMN "scheduled_for";--> statement-breakpoint
ALTER TABLE "collections" DROP COLUMN "collected_at";--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_amount" CHECK ("collections"."amount" > 0);--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_method" CHECK ("collections"."method" <> 'card');--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_amounts" CHECK ("returns"."refund_total" >= 0 and "returns"."refunded_amount" >= 0);--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_filed_by" CHECK ("returns"."filed_by" in ('customer', 'salesperson', 'admin'));