ALTER TABLE "addresses" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "longitude" double precision;--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_zones_name_ar_unique" ON "shipping_zones" USING btree (("name" ->> 'ar'));--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_pin" CHECK (("addresses"."latitude" is null) = ("addresses"."longitude" is null) and ("addresses"."latitude" is null or ("addresses"."latitude" between -90 and 90 and "addresses"."longitude" between -180 and 180)));