CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "country_regions" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_code" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"website_name" text NOT NULL,
	"locale" text NOT NULL,
	"language" text NOT NULL,
	"base_url" text NOT NULL,
	"secure_base_url" text NOT NULL,
	"timezone" text NOT NULL,
	"base_currency_code" text DEFAULT 'EUR' NOT NULL,
	"default_country" text NOT NULL,
	"free_shipping_limit" integer,
	"telephone_required" boolean DEFAULT false NOT NULL,
	"payment_icons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"store_information" jsonb NOT NULL,
	"tax_rate_high" integer NOT NULL,
	"tax_label" text NOT NULL,
	"delivery_personalization" boolean DEFAULT false NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"allowed_countries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "stores_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "attribute_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"attribute_code" text NOT NULL,
	"value" text NOT NULL,
	"label" jsonb NOT NULL,
	"swatch" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attributes" (
	"code" text PRIMARY KEY NOT NULL,
	"label" jsonb NOT NULL,
	"type" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_filterable" boolean DEFAULT true NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"is_open" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"url_key" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_brandstore" boolean DEFAULT false NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "brands_url_key_unique" UNIQUE("url_key")
);
--> statement-breakpoint
CREATE TABLE "bundle_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"bundle_product_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"title" jsonb NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"required" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"url_key" text NOT NULL,
	"url_path" text NOT NULL,
	"level" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"include_in_menu" boolean DEFAULT true NOT NULL,
	"garment" text,
	"name" jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"meta_title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"meta_description" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cross_sells" (
	"product_id" integer NOT NULL,
	"linked_product_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cross_sells_product_id_linked_product_id_pk" PRIMARY KEY("product_id","linked_product_id")
);
--> statement-breakpoint
CREATE TABLE "price_tiers" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"price" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"product_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_categories_product_id_category_id_pk" PRIMARY KEY("product_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"role" text NOT NULL,
	"path" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"type" text NOT NULL,
	"parent_id" integer,
	"url_key" text NOT NULL,
	"brand_id" integer,
	"name" jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"short_description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"meta_title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"meta_description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"promo_text" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sale_label" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"price" integer NOT NULL,
	"special_price" integer,
	"tax_class" text DEFAULT 'high' NOT NULL,
	"color" text,
	"size" text,
	"ean" text,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_sustainable" boolean DEFAULT false NOT NULL,
	"merchandising_rank" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_sku_unique" UNIQUE("sku")
);
--> statement-breakpoint
CREATE TABLE "size_tables" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"headings" jsonb NOT NULL,
	"specs" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_items" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"qty" integer NOT NULL,
	"min_sale_qty" integer DEFAULT 1 NOT NULL,
	"max_sale_qty" integer DEFAULT 10 NOT NULL,
	"qty_increments" integer DEFAULT 1 NOT NULL,
	"available_soon_date" date
);
--> statement-breakpoint
CREATE TABLE "content_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"uid" text NOT NULL,
	"lang" text NOT NULL,
	"url_key" text,
	"data" jsonb NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parcel_points" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"carrier" text NOT NULL,
	"name" text NOT NULL,
	"street" text NOT NULL,
	"house_number" text NOT NULL,
	"postcode" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"opening_hours" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "parcel_points_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "store_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"street" text NOT NULL,
	"house_number" text NOT NULL,
	"house_number_addition" text DEFAULT '' NOT NULL,
	"zipcode" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_brandstore" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"opening_hours" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"meta_title" text DEFAULT '' NOT NULL,
	"meta_description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"parent_product_id" integer,
	"sku" text NOT NULL,
	"parent_sku" text,
	"quantity" integer NOT NULL,
	"bundle_options" jsonb,
	"giftcard_options" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" serial PRIMARY KEY NOT NULL,
	"masked_id" text NOT NULL,
	"store_code" text NOT NULL,
	"customer_id" integer,
	"status" text DEFAULT 'active' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"email" text,
	"is_in_store_order" boolean DEFAULT false NOT NULL,
	"shipping_manager_option" text,
	"invoice_event_id" text,
	"coupon_code" text,
	"shipping_address" jsonb,
	"billing_address" jsonb,
	"billing_same_as_shipping" boolean DEFAULT false NOT NULL,
	"shipping_method" jsonb,
	"payment_method" jsonb,
	"affiliate_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_masked_id_unique" UNIQUE("masked_id")
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"sku" text NOT NULL,
	"parent_sku" text,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"price_incl_tax" integer NOT NULL,
	"price_excl_tax" integer NOT NULL,
	"row_total_incl_tax" integer NOT NULL,
	"tax_amount" integer NOT NULL,
	"discount_amount" integer DEFAULT 0 NOT NULL,
	"selected_options" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"store_code" text NOT NULL,
	"cart_id" integer NOT NULL,
	"customer_id" integer,
	"email" text NOT NULL,
	"status" text NOT NULL,
	"billing_address" jsonb NOT NULL,
	"shipping_address" jsonb NOT NULL,
	"shipping_method" jsonb NOT NULL,
	"shipping_manager_option" text,
	"payment_method" jsonb NOT NULL,
	"coupon_code" text,
	"affiliate_code" text,
	"is_in_store_order" boolean DEFAULT false NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"subtotal_incl_tax" integer NOT NULL,
	"subtotal_excl_tax" integer NOT NULL,
	"discount_amount" integer DEFAULT 0 NOT NULL,
	"shipping_incl_tax" integer DEFAULT 0 NOT NULL,
	"tax_amount" integer NOT NULL,
	"grand_total" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_code" text NOT NULL,
	"code" text NOT NULL,
	"title" jsonb NOT NULL,
	"icon" text NOT NULL,
	"issuers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"provider" text NOT NULL,
	"method" text NOT NULL,
	"issuer" text,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"reference" text NOT NULL,
	"result_code" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "shipping_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_code" text NOT NULL,
	"carrier_code" text NOT NULL,
	"method_code" text NOT NULL,
	"carrier_title" jsonb NOT NULL,
	"method_title" jsonb NOT NULL,
	"shipment_type" text NOT NULL,
	"price" integer NOT NULL,
	"free_above_limit" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"firstname" text NOT NULL,
	"middlename" text,
	"lastname" text NOT NULL,
	"prefix" text,
	"suffix" text,
	"company" text,
	"street" jsonb NOT NULL,
	"postcode" text NOT NULL,
	"city" text NOT NULL,
	"country_code" text NOT NULL,
	"region" jsonb,
	"telephone" text,
	"fax" text,
	"vat_id" text,
	"default_billing" boolean DEFAULT false NOT NULL,
	"default_shipping" boolean DEFAULT false NOT NULL,
	"extension_attributes" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"firstname" text NOT NULL,
	"middlename" text,
	"lastname" text NOT NULL,
	"prefix" text,
	"suffix" text,
	"gender" integer,
	"date_of_birth" date,
	"taxvat" text,
	"store_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "password_reset_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "wishlist_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"wishlist_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"qty" integer DEFAULT 1 NOT NULL,
	"description" text,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wishlists" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"sharing_code" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlists_customer_id_unique" UNIQUE("customer_id"),
	CONSTRAINT "wishlists_sharing_code_unique" UNIQUE("sharing_code")
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"store_code" text NOT NULL,
	"customer_id" integer,
	"status" text NOT NULL,
	"confirm_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"code" text PRIMARY KEY NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"amount" integer NOT NULL,
	"min_subtotal" integer DEFAULT 0 NOT NULL,
	"excludes_sale" boolean DEFAULT false NOT NULL,
	"usage_limit" integer,
	"times_used" integer DEFAULT 0 NOT NULL,
	"store_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"from_date" timestamp with time zone,
	"to_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"pin_hash" text NOT NULL,
	"balance" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"order_id" integer,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_cards_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "instore_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"store_location_id" integer,
	"table_label" text DEFAULT '' NOT NULL,
	"ttl_dt" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "attribute_options_code_value" ON "attribute_options" USING btree ("attribute_code","value");--> statement-breakpoint
CREATE INDEX "bundle_options_bundle" ON "bundle_options" USING btree ("bundle_product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_url_path" ON "categories" USING btree ("url_path");--> statement-breakpoint
CREATE INDEX "categories_parent" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "price_tiers_product" ON "price_tiers" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_categories_category" ON "product_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "product_images_product" ON "product_images" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "products_parent" ON "products" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "products_brand" ON "products" USING btree ("brand_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_url_key" ON "products" USING btree ("url_key");--> statement-breakpoint
CREATE INDEX "products_listing" ON "products" USING btree ("is_visible","is_active","merchandising_rank");--> statement-breakpoint
CREATE UNIQUE INDEX "content_documents_uid_lang" ON "content_documents" USING btree ("uid","lang");--> statement-breakpoint
CREATE INDEX "content_documents_url_key" ON "content_documents" USING btree ("url_key","lang");--> statement-breakpoint
CREATE INDEX "content_documents_type" ON "content_documents" USING btree ("type","lang");--> statement-breakpoint
CREATE INDEX "parcel_points_postcode" ON "parcel_points" USING btree ("country","postcode");--> statement-breakpoint
CREATE INDEX "cart_items_cart" ON "cart_items" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "carts_customer" ON "carts" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "order_items_order" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_customer" ON "orders" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "orders_cart" ON "orders" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "payments_order" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "customer_addresses_customer" ON "customer_addresses" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "customer_tokens_customer" ON "customer_tokens" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "wishlist_items_wishlist" ON "wishlist_items" USING btree ("wishlist_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wishlist_items_unique" ON "wishlist_items" USING btree ("wishlist_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_email_store" ON "newsletter_subscriptions" USING btree ("email","store_code");