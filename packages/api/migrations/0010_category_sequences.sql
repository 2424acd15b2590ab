-- Staff-set orders per category (decision 056): products pinned to the top of a category's
-- "recommended" sort under a named order profile, and the profile each category's page uses.
-- Runs on PostgreSQL 15+ and on PGlite.
CREATE TABLE "category_sequences" (
	"category_id" integer NOT NULL,
	"profile" text NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "category_sequences_category_id_profile_product_id_pk" PRIMARY KEY("category_id","profile","product_id")
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "sequence_profile" text DEFAULT 'default' NOT NULL;--> statement-breakpoint
CREATE INDEX "category_sequences_order" ON "category_sequences" USING btree ("category_id","profile","position");