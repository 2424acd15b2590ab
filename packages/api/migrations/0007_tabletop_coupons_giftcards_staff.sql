CREATE TABLE "coupon_usages" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_code" text NOT NULL,
	"order_id" integer NOT NULL,
	"customer_id" integer,
	"email" text NOT NULL,
	"discount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "coupon_usages_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "gift_card_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"gift_card_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"order_id" integer,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text DEFAULT 'staff' NOT NULL,
	"store_location_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "instore_session_id" text;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "gift_card_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "instore_session_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "instore_location_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "instore_table" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_card_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "uses_per_customer" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "changed_by" integer;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "initial_balance" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "kind" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "order_item_id" integer;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "recipient_name" text;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "recipient_email" text;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "changed_by" integer;--> statement-breakpoint
ALTER TABLE "instore_sessions" ADD COLUMN "chain_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "instore_sessions" ADD COLUMN "open_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "instore_sessions" ADD COLUMN "replaced_by" text;--> statement-breakpoint
ALTER TABLE "instore_sessions" ADD COLUMN "opened_by" integer;--> statement-breakpoint
ALTER TABLE "instore_sessions" ADD COLUMN "closed_by" integer;--> statement-breakpoint
ALTER TABLE "instore_sessions" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "coupon_usages_code" ON "coupon_usages" USING btree ("coupon_code");--> statement-breakpoint
CREATE INDEX "coupon_usages_customer" ON "coupon_usages" USING btree ("coupon_code","customer_id","email");--> statement-breakpoint
CREATE INDEX "gift_card_transactions_card" ON "gift_card_transactions" USING btree ("gift_card_id");--> statement-breakpoint
CREATE INDEX "gift_card_transactions_order" ON "gift_card_transactions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "staff_sessions_staff" ON "staff_sessions" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "instore_sessions_chain" ON "instore_sessions" USING btree ("chain_id");--> statement-breakpoint
CREATE INDEX "instore_sessions_store" ON "instore_sessions" USING btree ("store_location_id","status");--> statement-breakpoint
UPDATE "gift_cards" SET "initial_balance" = "balance" WHERE "initial_balance" = 0;
