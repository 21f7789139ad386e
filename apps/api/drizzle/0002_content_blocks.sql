CREATE TABLE "content_blocks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_blocks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" varchar(120) NOT NULL,
	"title" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"placement" varchar(60) DEFAULT 'home' NOT NULL,
	"image" varchar(500),
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "content_blocks_key_unique" ON "content_blocks" USING btree ("key");--> statement-breakpoint
CREATE INDEX "content_blocks_placement_idx" ON "content_blocks" USING btree ("placement","active","position");