CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "coupon_code" varchar(40);--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "address_id" integer;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "rate_id" integer;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "payment_method_id" integer;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_status" "payment_status" DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "idempotency_key" varchar(100);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "token" varchar(64) NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_payment_ref" varchar(200);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_capture_ref" varchar(200);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reference" varchar(120);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "recorded_by_admin_id" integer;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_rate_id_shipping_rates_id_fk" FOREIGN KEY ("rate_id") REFERENCES "public"."shipping_rates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_recorded_by_admin_id_admins_id_fk" FOREIGN KEY ("recorded_by_admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_unique" ON "orders" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_payment_status_idx" ON "orders" USING btree ("payment_status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_token_unique" ON "payments" USING btree ("token");--> statement-breakpoint
CREATE INDEX "payments_provider_payment_ref_idx" ON "payments" USING btree ("provider","provider_payment_ref") WHERE "payments"."provider_payment_ref" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_zones_name_ar_unique" ON "shipping_zones" USING btree (("name" ->> 'ar'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_amounts" CHECK ("payments"."amount" > 0 and "payments"."captured_amount" between 0 and "payments"."amount" and "payments"."refunded_amount" between 0 and "payments"."captured_amount");--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_pin" CHECK (("addresses"."latitude" is null) = ("addresses"."longitude" is null) and ("addresses"."latitude" is null or ("addresses"."latitude" between -90 and 90 and "addresses"."longitude" between -180 and 180)));