ALTER TABLE "orders" ADD COLUMN "payment_status" "payment_status" DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "token" varchar(64) NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_payment_ref" varchar(200);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_capture_ref" varchar(200);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reference" varchar(120);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "recorded_by_admin_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_recorded_by_admin_id_admins_id_fk" FOREIGN KEY ("recorded_by_admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_payment_status_idx" ON "orders" USING btree ("payment_status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_token_unique" ON "payments" USING btree ("token");--> statement-breakpoint
CREATE INDEX "payments_provider_payment_ref_idx" ON "payments" USING btree ("provider","provider_payment_ref") WHERE "payments"."provider_payment_ref" is not null;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_amounts" CHECK ("payments"."amount" > 0 and "payments"."captured_amount" between 0 and "payments"."amount" and "payments"."refunded_amount" between 0 and "payments"."captured_amount");