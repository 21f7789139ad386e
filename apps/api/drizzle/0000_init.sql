CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TYPE "public"."token_kind" AS ENUM('admin', 'user', 'salesperson');--> statement-breakpoint
CREATE TYPE "public"."account_token_purpose" AS ENUM('verify_email', 'reset_password');--> statement-breakpoint
CREATE TYPE "public"."collection_status" AS ENUM('requested', 'scheduled', 'collected', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."coupon_type" AS ENUM('percent', 'fixed');--> statement-breakpoint
CREATE TYPE "public"."customer_type" AS ENUM('business', 'personal');--> statement-breakpoint
CREATE TYPE "public"."device_type" AS ENUM('web', 'mobile');--> statement-breakpoint
CREATE TYPE "public"."language_code" AS ENUM('ar', 'en');--> statement-breakpoint
CREATE TYPE "public"."menu_item_type" AS ENUM('products', 'brands', 'categories');--> statement-breakpoint
CREATE TYPE "public"."menu_kind" AS ENUM('slider', 'bundle', 'video', 'images', 'grid', 'bar', 'single-product');--> statement-breakpoint
CREATE TYPE "public"."menu_layout" AS ENUM('vertical', 'horizontal', 'cards', 'info-lists', 'accordions');--> statement-breakpoint
CREATE TYPE "public"."menu_placement" AS ENUM('home', 'nav', 'nav-footer', 'footer');--> statement-breakpoint
CREATE TYPE "public"."menu_type" AS ENUM('navbar', 'gallery');--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('init', 'pending', 'payment-pending', 'processing', 'approved', 'accepted', 'shipped', 'delivered', 'completed', 'refused', 'rejected', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."payment_method_code" AS ENUM('cash', 'bank_transfer', 'cheque', 'card');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('pending', 'authorized', 'captured', 'partially_refunded', 'refunded', 'cancelled', 'failed');--> statement-breakpoint
CREATE TYPE "public"."priority_level" AS ENUM('lowest', 'low', 'normal', 'high', 'highest');--> statement-breakpoint
CREATE TYPE "public"."product_status" AS ENUM('available', 'unavailable', 'out_of_stock');--> statement-breakpoint
CREATE TYPE "public"."product_type" AS ENUM('regular', 'discount', 'bundle');--> statement-breakpoint
CREATE TYPE "public"."record_status" AS ENUM('active', 'inactive');--> statement-breakpoint
CREATE TYPE "public"."return_kind" AS ENUM('refund', 'return');--> statement-breakpoint
CREATE TYPE "public"."return_status" AS ENUM('init', 'accepted', 'rejected', 'refused', 'approved');--> statement-breakpoint
CREATE TYPE "public"."shipping_area_method" AS ENUM('general', 'customized');--> statement-breakpoint
CREATE TYPE "public"."shipping_rate_mode" AS ENUM('single', 'many');--> statement-breakpoint
CREATE TYPE "public"."tag_type" AS ENUM('regular', 'discount', 'bundle');--> statement-breakpoint
CREATE TYPE "public"."variant_attribute_kind" AS ENUM('size', 'colour', 'text');--> statement-breakpoint
CREATE TABLE "brands" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "brands_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" jsonb NOT NULL,
	"slug" varchar(120) NOT NULL,
	"description" jsonb,
	"status" "record_status" DEFAULT 'active' NOT NULL,
	"image" varchar(500) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"main_category_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"slug" varchar(120) NOT NULL,
	"description" jsonb,
	"status" "record_status" DEFAULT 'active' NOT NULL,
	"image" varchar(500) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorite_items" (
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_items_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "gallery_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gallery_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"url" varchar(500) NOT NULL,
	"thumb_url" varchar(500),
	"name" varchar(255) NOT NULL,
	"mime_type" varchar(60) NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer,
	"height" integer,
	"uploaded_by_admin_id" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "main_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "main_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" jsonb NOT NULL,
	"slug" varchar(120) NOT NULL,
	"description" jsonb,
	"status" "record_status" DEFAULT 'active' NOT NULL,
	"image" varchar(500) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "measure_units" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "measure_units_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" jsonb NOT NULL,
	"code" varchar(20) NOT NULL,
	"pieces_per_unit" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "measure_units_pieces" CHECK ("measure_units"."pieces_per_unit" >= 1)
);
--> statement-breakpoint
CREATE TABLE "option_choices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "option_choices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"option_group_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"price_delta" integer DEFAULT 0 NOT NULL,
	"hex" varchar(7),
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "option_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "option_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" jsonb NOT NULL,
	"note" jsonb,
	"min_select" smallint DEFAULT 0 NOT NULL,
	"max_select" smallint DEFAULT 1 NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "option_groups_bounds" CHECK ("option_groups"."min_select" >= 0 and "option_groups"."max_select" >= greatest("option_groups"."min_select", 1))
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"url" varchar(500) NOT NULL,
	"thumb_url" varchar(500),
	"alt" jsonb,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_option_groups" (
	"product_id" integer NOT NULL,
	"option_group_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_option_groups_product_id_option_group_id_pk" PRIMARY KEY("product_id","option_group_id")
);
--> statement-breakpoint
CREATE TABLE "product_tags" (
	"product_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "product_tags_product_id_tag_id_pk" PRIMARY KEY("product_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_variants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"code" varchar(40) NOT NULL,
	"status" "product_status" DEFAULT 'available' NOT NULL,
	"qty" integer DEFAULT 0 NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	"price" integer NOT NULL,
	"options" jsonb NOT NULL,
	"option_key" varchar(300) NOT NULL,
	"image" varchar(500),
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_variants_qty" CHECK ("product_variants"."qty" >= 0),
	CONSTRAINT "product_variants_weight" CHECK ("product_variants"."weight" >= 0),
	CONSTRAINT "product_variants_price" CHECK ("product_variants"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" jsonb NOT NULL,
	"slug" varchar(160) NOT NULL,
	"sku" varchar(12) NOT NULL,
	"barcode" varchar(32),
	"status" "product_status" DEFAULT 'available' NOT NULL,
	"type" "product_type" DEFAULT 'regular' NOT NULL,
	"has_variants" boolean DEFAULT false NOT NULL,
	"qty" integer DEFAULT 0 NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	"price" integer NOT NULL,
	"discount_price" integer,
	"measure_unit_id" integer,
	"brand_id" integer,
	"category_id" integer,
	"tax_group_id" integer,
	"poster_image" varchar(500),
	"description" jsonb,
	"extensive_description" jsonb,
	"seo_title" jsonb,
	"seo_description" jsonb,
	"seo_image" varchar(500),
	"max_per_product" integer,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_sku_length" CHECK (char_length("products"."sku") between 4 and 12),
	CONSTRAINT "products_qty" CHECK ("products"."qty" >= 0),
	CONSTRAINT "products_weight" CHECK ("products"."weight" >= 0),
	CONSTRAINT "products_price" CHECK ("products"."price" >= 0),
	CONSTRAINT "products_discount_price" CHECK ("products"."discount_price" is null or "products"."discount_price" between 0 and "products"."price"),
	CONSTRAINT "products_max_per_product" CHECK ("products"."max_per_product" is null or "products"."max_per_product" >= 1)
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" jsonb NOT NULL,
	"slug" varchar(120) NOT NULL,
	"type" "tag_type" DEFAULT 'regular' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tax_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" jsonb NOT NULL,
	"rate" numeric(5, 2) NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_groups_rate" CHECK ("tax_groups"."rate" >= 0 and "tax_groups"."rate" <= 100)
);
--> statement-breakpoint
CREATE TABLE "variant_attribute_values" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "variant_attribute_values_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"attribute_id" integer NOT NULL,
	"code" varchar(40) NOT NULL,
	"name" jsonb NOT NULL,
	"hex" varchar(7),
	"value_group" varchar(40),
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "variant_attributes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "variant_attributes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(40) NOT NULL,
	"name" jsonb NOT NULL,
	"kind" "variant_attribute_kind" DEFAULT 'text' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wishlist_items" (
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_items_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cart_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cart_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"variant_id" integer,
	"qty" integer NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"line_key" varchar(300) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_qty" CHECK ("cart_items"."qty" >= 1)
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "carts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"salesperson_id" integer,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"abandoned_email_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "collections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"salesperson_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer,
	"return_id" integer,
	"amount" integer DEFAULT 0 NOT NULL,
	"method" "payment_method_code",
	"scheduled_for" date,
	"status" "collection_status" DEFAULT 'requested' NOT NULL,
	"note" text,
	"collected_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_redemptions" (
	"coupon_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_redemptions_coupon_id_order_id_pk" PRIMARY KEY("coupon_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(40) NOT NULL,
	"type" "coupon_type" NOT NULL,
	"value" integer NOT NULL,
	"min_cart_amount" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"description" jsonb,
	"active" boolean DEFAULT true NOT NULL,
	"usage_limit" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_value" CHECK ("coupons"."value" > 0 and ("coupons"."type" <> 'percent' or "coupons"."value" <= 100)),
	CONSTRAINT "coupons_window" CHECK ("coupons"."ends_at" > "coupons"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invoice_number" varchar(30) NOT NULL,
	"order_id" integer NOT NULL,
	"address" text NOT NULL,
	"company_address" text NOT NULL,
	"bill_to" jsonb NOT NULL,
	"deliver_to" jsonb NOT NULL,
	"items" jsonb NOT NULL,
	"total_discount" integer DEFAULT 0 NOT NULL,
	"subtotal" integer DEFAULT 0 NOT NULL,
	"vat_total" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"currency" varchar(3) NOT NULL,
	"note" text,
	"invoice_date" date NOT NULL,
	"bank_account_name" varchar(120),
	"bank_account_number" varchar(40),
	"bank_sort_code" varchar(20),
	"printed_at" timestamp with time zone,
	"created_by_admin_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"product_id" integer,
	"variant_id" integer,
	"title" jsonb NOT NULL,
	"sku" varchar(12) NOT NULL,
	"variant_code" varchar(40),
	"variant_options" jsonb,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"image" varchar(500),
	"unit_price" integer DEFAULT 0 NOT NULL,
	"options_price" integer DEFAULT 0 NOT NULL,
	"qty" integer NOT NULL,
	"tax_rate" numeric(5, 2) NOT NULL,
	"line_subtotal" integer DEFAULT 0 NOT NULL,
	"line_discount" integer DEFAULT 0 NOT NULL,
	"line_vat" integer DEFAULT 0 NOT NULL,
	"line_total" integer DEFAULT 0 NOT NULL,
	"returned_qty" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_items_qty" CHECK ("order_items"."qty" >= 1 and "order_items"."returned_qty" between 0 and "order_items"."qty")
);
--> statement-breakpoint
CREATE TABLE "order_status_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_status_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"from_status" "order_status",
	"to_status" "order_status" NOT NULL,
	"note" text,
	"actor_kind" varchar(20) NOT NULL,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_number" varchar(30) NOT NULL,
	"status" "order_status" DEFAULT 'pending' NOT NULL,
	"user_id" integer NOT NULL,
	"salesperson_id" integer,
	"customer_name" varchar(200) NOT NULL,
	"salesperson_name" varchar(200),
	"email" varchar(255) NOT NULL,
	"phone" varchar(30) NOT NULL,
	"payment_method_id" integer,
	"payment_method_code" "payment_method_code" NOT NULL,
	"delivery_address" jsonb NOT NULL,
	"delivery_method" jsonb,
	"currency" varchar(3) NOT NULL,
	"unique_items" integer NOT NULL,
	"total_qty" integer NOT NULL,
	"sub_total" integer DEFAULT 0 NOT NULL,
	"vat_total" integer DEFAULT 0 NOT NULL,
	"options_total" integer DEFAULT 0 NOT NULL,
	"discount_total" integer DEFAULT 0 NOT NULL,
	"shipping_cost" integer DEFAULT 0 NOT NULL,
	"grand_total" integer DEFAULT 0 NOT NULL,
	"coupon_id" integer,
	"coupon_code" varchar(40),
	"note" text,
	"shipment_name" varchar(120),
	"shipment_url" varchar(500),
	"shipment_ready_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"post_order_status" varchar(40),
	"language" varchar(2) DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_amounts" CHECK ("orders"."grand_total" >= 0 and "orders"."sub_total" >= 0 and "orders"."vat_total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_method_zones" (
	"payment_method_id" integer NOT NULL,
	"zone_id" integer NOT NULL,
	CONSTRAINT "payment_method_zones_payment_method_id_zone_id_pk" PRIMARY KEY("payment_method_id","zone_id")
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_methods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" "payment_method_code" NOT NULL,
	"name" jsonb NOT NULL,
	"display_name" jsonb NOT NULL,
	"note" jsonb,
	"provider" varchar(60) NOT NULL,
	"gateway" varchar(60),
	"online" boolean DEFAULT false NOT NULL,
	"installment" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"min_limit" integer DEFAULT 0 NOT NULL,
	"max_limit" integer,
	"logo" varchar(500),
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_methods_limits" CHECK ("payment_methods"."min_limit" >= 0 and ("payment_methods"."max_limit" is null or "payment_methods"."max_limit" >= "payment_methods"."min_limit"))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"method" "payment_method_code" NOT NULL,
	"provider" varchar(60) NOT NULL,
	"provider_ref" varchar(200),
	"status" "payment_status" DEFAULT 'pending' NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"captured_amount" integer DEFAULT 0 NOT NULL,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"fees" integer DEFAULT 0 NOT NULL,
	"currency" varchar(3) NOT NULL,
	"failure_reason" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "return_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "return_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"return_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "return_items_qty" CHECK ("return_items"."qty" >= 1)
);
--> statement-breakpoint
CREATE TABLE "returns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "returns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"return_number" varchar(30) NOT NULL,
	"kind" "return_kind" DEFAULT 'refund' NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"salesperson_id" integer,
	"reason" text NOT NULL,
	"refund_total" integer DEFAULT 0 NOT NULL,
	"order_note" text,
	"admin_note" text,
	"status" "return_status" DEFAULT 'init' NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by_admin_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_rates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipping_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"zone_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"min_amount" integer DEFAULT 0 NOT NULL,
	"max_amount" integer,
	"charge" integer DEFAULT 0 NOT NULL,
	"min_days" integer DEFAULT 1 NOT NULL,
	"max_days" integer DEFAULT 3 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_rates_amounts" CHECK ("shipping_rates"."max_amount" is null or "shipping_rates"."max_amount" > "shipping_rates"."min_amount"),
	CONSTRAINT "shipping_rates_days" CHECK ("shipping_rates"."min_days" >= 0 and "shipping_rates"."max_days" >= "shipping_rates"."min_days"),
	CONSTRAINT "shipping_rates_charge" CHECK ("shipping_rates"."charge" >= 0 and "shipping_rates"."min_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shipping_zones" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipping_zones_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" jsonb NOT NULL,
	"image" varchar(500),
	"area_method" "shipping_area_method" DEFAULT 'general' NOT NULL,
	"polygon" jsonb,
	"included_cities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"excluded_cities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rate_mode" "shipping_rate_mode" DEFAULT 'many' NOT NULL,
	"tax_rate" numeric(5, 2) DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_zones_tax" CHECK ("shipping_zones"."tax_rate" >= 0 and "shipping_zones"."tax_rate" <= 100)
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webhook_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider" varchar(60) NOT NULL,
	"event_id" varchar(200) NOT NULL,
	"type" varchar(120) NOT NULL,
	"payload" jsonb NOT NULL,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blogs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "blogs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" varchar(160) NOT NULL,
	"title" jsonb NOT NULL,
	"excerpt" jsonb,
	"body" jsonb NOT NULL,
	"author" varchar(120) NOT NULL,
	"image" varchar(500),
	"published" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(120) NOT NULL,
	"email" varchar(255) NOT NULL,
	"subject" varchar(200) NOT NULL,
	"message" text NOT NULL,
	"language" "language_code" DEFAULT 'en' NOT NULL,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_settings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(120) NOT NULL,
	"event" varchar(60) NOT NULL,
	"order_status" "order_status",
	"title" jsonb NOT NULL,
	"header_image" varchar(500),
	"subject" jsonb NOT NULL,
	"header" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"footer" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"admin_receives" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "menu_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"menu_id" integer NOT NULL,
	"item_type" "menu_item_type" NOT NULL,
	"product_id" integer,
	"brand_id" integer,
	"category_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "menu_items_one_reference" CHECK (("menu_items"."item_type" = 'products' and "menu_items"."product_id" is not null and "menu_items"."brand_id" is null and "menu_items"."category_id" is null)
        or ("menu_items"."item_type" = 'brands' and "menu_items"."brand_id" is not null and "menu_items"."product_id" is null and "menu_items"."category_id" is null)
        or ("menu_items"."item_type" = 'categories' and "menu_items"."category_id" is not null and "menu_items"."product_id" is null and "menu_items"."brand_id" is null))
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "menus_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" jsonb NOT NULL,
	"slug" varchar(120) NOT NULL,
	"status" "record_status" DEFAULT 'active' NOT NULL,
	"type" "menu_type" DEFAULT 'navbar' NOT NULL,
	"kind" "menu_kind" DEFAULT 'bundle' NOT NULL,
	"device_type" "device_type",
	"placement" "menu_placement" NOT NULL,
	"layout" "menu_layout" DEFAULT 'horizontal' NOT NULL,
	"item_type" "menu_item_type" NOT NULL,
	"image" varchar(500),
	"banner_image" varchar(500),
	"blur_banner" boolean DEFAULT false NOT NULL,
	"poster_image" varchar(500),
	"video" varchar(500),
	"media_gallery" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hide_text" boolean DEFAULT false NOT NULL,
	"combined_menu_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"url" varchar(200) NOT NULL,
	"title" jsonb NOT NULL,
	"layout" varchar(60) DEFAULT 'default' NOT NULL,
	"priority" "priority_level" DEFAULT 'normal' NOT NULL,
	"meta_title" jsonb,
	"keywords" jsonb,
	"description" jsonb,
	"body" jsonb NOT NULL,
	"language" "language_code",
	"active" boolean DEFAULT true NOT NULL,
	"date" timestamp with time zone DEFAULT now() NOT NULL,
	"image" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pages_url_format" CHECK ("pages"."url" ~ '^[a-z0-9][a-z0-9/-]*$')
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"product_id" integer,
	"rating" smallint NOT NULL,
	"ratings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"comment" text NOT NULL,
	"approved" boolean DEFAULT false NOT NULL,
	"reviewer_name" varchar(120) NOT NULL,
	"reviewer_email" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "slides" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "slides_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" jsonb NOT NULL,
	"subtitle" jsonb,
	"url" varchar(500) DEFAULT '/' NOT NULL,
	"status" "record_status" DEFAULT 'active' NOT NULL,
	"target_page" varchar(60) DEFAULT 'home' NOT NULL,
	"image" varchar(500) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admins" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "admins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(120) NOT NULL,
	"email" varchar(255) NOT NULL,
	"password_hash" text NOT NULL,
	"is_super_admin" boolean DEFAULT false NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "auth_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" "token_kind" NOT NULL,
	"subject_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"user_agent" varchar(500),
	"ip" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"project_name" varchar(120) NOT NULL,
	"site_name" jsonb NOT NULL,
	"theme" jsonb NOT NULL,
	"email" varchar(255) DEFAULT '' NOT NULL,
	"address" varchar(500) DEFAULT '' NOT NULL,
	"post_code" varchar(20) DEFAULT '' NOT NULL,
	"phone" varchar(30) DEFAULT '' NOT NULL,
	"mobile" varchar(30) DEFAULT '' NOT NULL,
	"vat_number" varchar(40) DEFAULT '' NOT NULL,
	"bank_account_name" varchar(120) DEFAULT '' NOT NULL,
	"bank_name" varchar(120) DEFAULT '' NOT NULL,
	"bank_account_number" varchar(40) DEFAULT '' NOT NULL,
	"commercial_record_number" varchar(40) DEFAULT '' NOT NULL,
	"sort_code" varchar(20) DEFAULT '' NOT NULL,
	"iban" varchar(40) DEFAULT '' NOT NULL,
	"currency" varchar(3) DEFAULT 'GBP' NOT NULL,
	"logo" varchar(500),
	"max_quantity_per_product" integer DEFAULT 500 NOT NULL,
	"catalogue_pdf" varchar(500),
	"approval_form_pdf" varchar(500),
	"refund_days" integer DEFAULT 14 NOT NULL,
	"enable_refunds" boolean DEFAULT true NOT NULL,
	"dashboard_top_n" integer DEFAULT 5 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_settings_singleton" CHECK ("site_settings"."id" = 1),
	CONSTRAINT "site_settings_max_qty" CHECK ("site_settings"."max_quantity_per_product" >= 1),
	CONSTRAINT "site_settings_refund_days" CHECK ("site_settings"."refund_days" >= 0)
);
--> statement-breakpoint
CREATE TABLE "account_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "account_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"purpose" "account_token_purpose" NOT NULL,
	"subject_kind" varchar(20) DEFAULT 'user' NOT NULL,
	"subject_id" integer NOT NULL,
	"email" varchar(255) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "account_tokens_subject_kind" CHECK ("account_tokens"."subject_kind" in ('user', 'salesperson'))
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"country" varchar(80) NOT NULL,
	"city" varchar(80) NOT NULL,
	"state" varchar(80),
	"address1" varchar(200) NOT NULL,
	"address2" varchar(200),
	"post_code" varchar(20),
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salespeople" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "salespeople_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"first_name" varchar(80) NOT NULL,
	"last_name" varchar(80) NOT NULL,
	"phone" varchar(30) NOT NULL,
	"email" varchar(255) NOT NULL,
	"password_hash" text NOT NULL,
	"code" varchar(30) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"first_name" varchar(80) NOT NULL,
	"last_name" varchar(80) NOT NULL,
	"company_name" varchar(160) NOT NULL,
	"company_number" varchar(40) NOT NULL,
	"email" varchar(255) NOT NULL,
	"mobile" varchar(30) NOT NULL,
	"landline" varchar(30),
	"password_hash" text NOT NULL,
	"type" "customer_type" DEFAULT 'business' NOT NULL,
	"user_code" varchar(30) NOT NULL,
	"email_verified_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"approved_by_admin_id" integer,
	"approval_form_file" varchar(500),
	"approval_form_data" jsonb,
	"approval_form_submitted_at" timestamp with time zone,
	"can_see_prices" boolean DEFAULT true NOT NULL,
	"restricted" boolean DEFAULT false NOT NULL,
	"restricted_reason" varchar(500),
	"salesperson_id" integer,
	"preferred_language" varchar(2),
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_main_category_id_main_categories_id_fk" FOREIGN KEY ("main_category_id") REFERENCES "public"."main_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_items" ADD CONSTRAINT "favorite_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_items" ADD CONSTRAINT "favorite_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "option_choices" ADD CONSTRAINT "option_choices_option_group_id_option_groups_id_fk" FOREIGN KEY ("option_group_id") REFERENCES "public"."option_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_option_groups" ADD CONSTRAINT "product_option_groups_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_option_groups" ADD CONSTRAINT "product_option_groups_option_group_id_option_groups_id_fk" FOREIGN KEY ("option_group_id") REFERENCES "public"."option_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tags" ADD CONSTRAINT "product_tags_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tags" ADD CONSTRAINT "product_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_measure_unit_id_measure_units_id_fk" FOREIGN KEY ("measure_unit_id") REFERENCES "public"."measure_units"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_tax_group_id_tax_groups_id_fk" FOREIGN KEY ("tax_group_id") REFERENCES "public"."tax_groups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_attribute_values" ADD CONSTRAINT "variant_attribute_values_attribute_id_variant_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."variant_attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_salesperson_id_salespeople_id_fk" FOREIGN KEY ("salesperson_id") REFERENCES "public"."salespeople"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_salesperson_id_salespeople_id_fk" FOREIGN KEY ("salesperson_id") REFERENCES "public"."salespeople"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_admin_id_admins_id_fk" FOREIGN KEY ("created_by_admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_salesperson_id_salespeople_id_fk" FOREIGN KEY ("salesperson_id") REFERENCES "public"."salespeople"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_method_zones" ADD CONSTRAINT "payment_method_zones_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_method_zones" ADD CONSTRAINT "payment_method_zones_zone_id_shipping_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."shipping_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_items" ADD CONSTRAINT "return_items_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_items" ADD CONSTRAINT "return_items_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_salesperson_id_salespeople_id_fk" FOREIGN KEY ("salesperson_id") REFERENCES "public"."salespeople"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_decided_by_admin_id_admins_id_fk" FOREIGN KEY ("decided_by_admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_rates" ADD CONSTRAINT "shipping_rates_zone_id_shipping_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."shipping_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_salesperson_id_salespeople_id_fk" FOREIGN KEY ("salesperson_id") REFERENCES "public"."salespeople"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "brands_slug_unique" ON "brands" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "brands_name_en_unique" ON "brands" USING btree (lower("name" ->> 'en'));--> statement-breakpoint
CREATE UNIQUE INDEX "brands_name_ar_unique" ON "brands" USING btree (("name" ->> 'ar'));--> statement-breakpoint
CREATE INDEX "brands_status_idx" ON "brands" USING btree ("status","position");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_slug_unique" ON "categories" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_name_en_unique" ON "categories" USING btree (lower("name" ->> 'en'));--> statement-breakpoint
CREATE UNIQUE INDEX "categories_name_ar_unique" ON "categories" USING btree (("name" ->> 'ar'));--> statement-breakpoint
CREATE INDEX "categories_main_idx" ON "categories" USING btree ("main_category_id","status","position");--> statement-breakpoint
CREATE INDEX "favorites_product_idx" ON "favorite_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "gallery_images_created_idx" ON "gallery_images" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "main_categories_slug_unique" ON "main_categories" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "main_categories_name_en_unique" ON "main_categories" USING btree (lower("name" ->> 'en'));--> statement-breakpoint
CREATE UNIQUE INDEX "main_categories_name_ar_unique" ON "main_categories" USING btree (("name" ->> 'ar'));--> statement-breakpoint
CREATE INDEX "main_categories_status_idx" ON "main_categories" USING btree ("status","position");--> statement-breakpoint
CREATE UNIQUE INDEX "measure_units_name_en_unique" ON "measure_units" USING btree (lower("name" ->> 'en'));--> statement-breakpoint
CREATE UNIQUE INDEX "measure_units_name_ar_unique" ON "measure_units" USING btree (("name" ->> 'ar'));--> statement-breakpoint
CREATE UNIQUE INDEX "measure_units_code_unique" ON "measure_units" USING btree (upper("code"));--> statement-breakpoint
CREATE INDEX "option_choices_group_idx" ON "option_choices" USING btree ("option_group_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "option_choices_name_unique" ON "option_choices" USING btree ("option_group_id",lower("name" ->> 'en'));--> statement-breakpoint
CREATE UNIQUE INDEX "option_groups_name_en_unique" ON "option_groups" USING btree (lower("name" ->> 'en'));--> statement-breakpoint
CREATE UNIQUE INDEX "option_groups_name_ar_unique" ON "option_groups" USING btree (("name" ->> 'ar'));--> statement-breakpoint
CREATE INDEX "product_images_product_idx" ON "product_images" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "product_tags_tag_idx" ON "product_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_code_unique" ON "product_variants" USING btree (upper("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_options_unique" ON "product_variants" USING btree ("product_id","option_key");--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("product_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "products_sku_unique" ON "products" USING btree (upper("sku"));--> statement-breakpoint
CREATE UNIQUE INDEX "products_slug_unique" ON "products" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "products_title_en_unique" ON "products" USING btree (lower("title" ->> 'en'));--> statement-breakpoint
CREATE UNIQUE INDEX "products_title_ar_unique" ON "products" USING btree (("title" ->> 'ar'));--> statement-breakpoint
CREATE INDEX "products_status_idx" ON "products" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand_id","status");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id","status");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price");--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "products_title_trgm_idx" ON "products" USING gin ((("title" ->> 'en') || ' ' || ("title" ->> 'ar') || ' ' || "sku") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "tags_slug_unique" ON "tags" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_name_en_unique" ON "tags" USING btree (lower("name" ->> 'en'));--> statement-breakpoint
CREATE UNIQUE INDEX "tags_name_ar_unique" ON "tags" USING btree (("name" ->> 'ar'));--> statement-breakpoint
CREATE UNIQUE INDEX "tax_groups_name_en_unique" ON "tax_groups" USING btree (lower("name" ->> 'en'));--> statement-breakpoint
CREATE UNIQUE INDEX "tax_groups_name_ar_unique" ON "tax_groups" USING btree (("name" ->> 'ar'));--> statement-breakpoint
CREATE UNIQUE INDEX "tax_groups_one_default" ON "tax_groups" USING btree ("is_default") WHERE "tax_groups"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "variant_attribute_values_code_unique" ON "variant_attribute_values" USING btree ("attribute_id","code");--> statement-breakpoint
CREATE INDEX "variant_attribute_values_attr_idx" ON "variant_attribute_values" USING btree ("attribute_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "variant_attributes_code_unique" ON "variant_attributes" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "variant_attributes_name_en_unique" ON "variant_attributes" USING btree (lower("name" ->> 'en'));--> statement-breakpoint
CREATE UNIQUE INDEX "variant_attributes_name_ar_unique" ON "variant_attributes" USING btree (("name" ->> 'ar'));--> statement-breakpoint
CREATE INDEX "wishlist_product_idx" ON "wishlist_items" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_line_unique" ON "cart_items" USING btree ("cart_id","line_key");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_user_unique" ON "carts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "carts_abandoned_idx" ON "carts" USING btree ("updated_at") WHERE "carts"."abandoned_email_sent_at" is null;--> statement-breakpoint
CREATE INDEX "collections_salesperson_idx" ON "collections" USING btree ("salesperson_id","status","created_at");--> statement-breakpoint
CREATE INDEX "collections_user_idx" ON "collections" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_user_idx" ON "coupon_redemptions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_unique" ON "coupons" USING btree (upper("code"));--> statement-breakpoint
CREATE INDEX "coupons_window_idx" ON "coupons" USING btree ("starts_at","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_unique" ON "invoices" USING btree ("invoice_number");--> statement-breakpoint
CREATE INDEX "invoices_order_idx" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "invoices_date_idx" ON "invoices" USING btree ("invoice_date");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_product_idx" ON "order_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "order_status_history_order_idx" ON "order_status_history" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_unique" ON "orders" USING btree ("order_number");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_salesperson_idx" ON "orders" USING btree ("salesperson_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_search_trgm_idx" ON "orders" USING gin (("order_number" || ' ' || "customer_name" || ' ' || "email") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_code_unique" ON "payment_methods" USING btree ("code");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_ref_unique" ON "payments" USING btree ("provider","provider_ref") WHERE "payments"."provider_ref" is not null;--> statement-breakpoint
CREATE INDEX "payments_status_idx" ON "payments" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "return_items_line_unique" ON "return_items" USING btree ("return_id","order_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "returns_number_unique" ON "returns" USING btree ("return_number");--> statement-breakpoint
CREATE INDEX "returns_status_idx" ON "returns" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "returns_order_idx" ON "returns" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "returns_user_idx" ON "returns" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "returns_salesperson_idx" ON "returns" USING btree ("salesperson_id","created_at");--> statement-breakpoint
CREATE INDEX "shipping_rates_zone_idx" ON "shipping_rates" USING btree ("zone_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_zones_name_en_unique" ON "shipping_zones" USING btree (lower("name" ->> 'en'));--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_events_unique" ON "webhook_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "blogs_slug_unique" ON "blogs" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "blogs_published_idx" ON "blogs" USING btree ("published","published_at");--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "email_settings_name_unique" ON "email_settings" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "email_settings_event_unique" ON "email_settings" USING btree ("event");--> statement-breakpoint
CREATE INDEX "menu_items_menu_idx" ON "menu_items" USING btree ("menu_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "menu_items_product_unique" ON "menu_items" USING btree ("menu_id","product_id") WHERE "menu_items"."product_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "menu_items_brand_unique" ON "menu_items" USING btree ("menu_id","brand_id") WHERE "menu_items"."brand_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "menu_items_category_unique" ON "menu_items" USING btree ("menu_id","category_id") WHERE "menu_items"."category_id" is not null;--> statement-breakpoint
CREATE INDEX "menu_items_product_idx" ON "menu_items" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "menus_slug_unique" ON "menus" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "menus_name_en_unique" ON "menus" USING btree (lower("name" ->> 'en'));--> statement-breakpoint
CREATE UNIQUE INDEX "menus_name_ar_unique" ON "menus" USING btree (("name" ->> 'ar'));--> statement-breakpoint
CREATE INDEX "menus_placement_idx" ON "menus" USING btree ("placement","status","position");--> statement-breakpoint
CREATE UNIQUE INDEX "pages_url_unique" ON "pages" USING btree (lower("url"));--> statement-breakpoint
CREATE INDEX "pages_active_idx" ON "pages" USING btree ("active","priority");--> statement-breakpoint
CREATE INDEX "reviews_approved_idx" ON "reviews" USING btree ("approved","created_at");--> statement-breakpoint
CREATE INDEX "reviews_product_idx" ON "reviews" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "slides_target_idx" ON "slides" USING btree ("target_page","status","position");--> statement-breakpoint
CREATE UNIQUE INDEX "admins_email_unique" ON "admins" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "auth_tokens_hash_unique" ON "auth_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "auth_tokens_subject_idx" ON "auth_tokens" USING btree ("kind","subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "account_tokens_hash_unique" ON "account_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "account_tokens_subject_idx" ON "account_tokens" USING btree ("purpose","subject_kind","subject_id","sent_at");--> statement-breakpoint
CREATE INDEX "addresses_user_idx" ON "addresses" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_default" ON "addresses" USING btree ("user_id") WHERE "addresses"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "salespeople_email_unique" ON "salespeople" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "salespeople_code_unique" ON "salespeople" USING btree (upper("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "salespeople_phone_unique" ON "salespeople" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_mobile_unique" ON "users" USING btree ("mobile");--> statement-breakpoint
CREATE UNIQUE INDEX "users_company_number_unique" ON "users" USING btree (upper("company_number"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_user_code_unique" ON "users" USING btree ("user_code");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_salesperson_idx" ON "users" USING btree ("salesperson_id");--> statement-breakpoint
CREATE INDEX "users_state_idx" ON "users" USING btree ("approved_at","email_verified_at");--> statement-breakpoint
CREATE INDEX "users_restricted_idx" ON "users" USING btree ("restricted") WHERE "users"."restricted";--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin (("first_name" || ' ' || "last_name" || ' ' || "company_name" || ' ' || "email") gin_trgm_ops);