-- The company profile's texts in both languages (docs/decisions/0035-demo-data-and-bilingual-company-info.md).
-- A text already typed keeps its place: Arabic text (any letter of the Arabic block) becomes the
-- Arabic side, anything else the English side; the other side starts empty, and the admin's
-- company-info form says which language is missing.
ALTER TABLE "site_settings" ALTER COLUMN "address" DROP DEFAULT;
--> statement-breakpoint
ALTER TABLE "site_settings" ALTER COLUMN "address" SET DATA TYPE jsonb USING (
  CASE WHEN "address" ~ '[\u0600-\u06FF]' THEN jsonb_build_object('en', '', 'ar', "address")
  ELSE jsonb_build_object('en', "address", 'ar', '') END);
--> statement-breakpoint
ALTER TABLE "site_settings" ALTER COLUMN "address" SET DEFAULT '{"en":"","ar":""}'::jsonb;
--> statement-breakpoint
ALTER TABLE "site_settings" ALTER COLUMN "bank_account_name" DROP DEFAULT;
--> statement-breakpoint
ALTER TABLE "site_settings" ALTER COLUMN "bank_account_name" SET DATA TYPE jsonb USING (
  CASE WHEN "bank_account_name" ~ '[\u0600-\u06FF]' THEN jsonb_build_object('en', '', 'ar', "bank_account_name")
  ELSE jsonb_build_object('en', "bank_account_name", 'ar', '') END);
--> statement-breakpoint
ALTER TABLE "site_settings" ALTER COLUMN "bank_account_name" SET DEFAULT '{"en":"","ar":""}'::jsonb;
--> statement-breakpoint
ALTER TABLE "site_settings" ALTER COLUMN "bank_name" DROP DEFAULT;
--> statement-breakpoint
ALTER TABLE "site_settings" ALTER COLUMN "bank_name" SET DATA TYPE jsonb USING (
  CASE WHEN "bank_name" ~ '[\u0600-\u06FF]' THEN jsonb_build_object('en', '', 'ar', "bank_name")
  ELSE jsonb_build_object('en', "bank_name", 'ar', '') END);
--> statement-breakpoint
ALTER TABLE "site_settings" ALTER COLUMN "bank_name" SET DEFAULT '{"en":"","ar":""}'::jsonb;
