-- Cache tags (decision 063): a change to what a catalogue page shows announces the tags of the
-- pages it touches on the `shop_changed` channel, as `#tag tag …`, so every process's page cache
-- (and a CDN, through the purge hook) drops exactly those pages. `p:<id>` is a product (its row,
-- price, stock, images, slots), announced with its parent and the bundles holding it; `c:<id>` a
-- category's listing and `listing` every listing without one, from the listing read model, which is
-- refreshed at commit whenever a listed product, its stock or its categories change. The formats
-- are those of `@shop/rules` cache-tags.ts. One notice per statement; PostgreSQL sends them at
-- commit and folds repeats within a transaction. A payload may not reach 8000 bytes: a longer list
-- is announced by its broad tags (`products`, `categories`). Runs on PostgreSQL 15+ and on PGlite.
CREATE OR REPLACE FUNCTION "shop_notify_tags"(tags text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	payload text;
BEGIN
	IF tags IS NULL OR cardinality(tags) = 0 THEN RETURN; END IF;
	payload := '#' || array_to_string(array(SELECT DISTINCT t FROM unnest(tags) t WHERE t IS NOT NULL ORDER BY 1), ' ');
	IF octet_length(payload) > 7900 THEN
		payload := '#' || array_to_string(array(SELECT DISTINCT CASE WHEN t LIKE 'p:%' THEN 'products' WHEN t LIKE 'c:%' THEN 'categories' ELSE t END
			FROM unnest(tags) t WHERE t IS NOT NULL ORDER BY 1), ' ');
	END IF;
	PERFORM pg_notify('shop_changed', payload);
END;
$$;
--> statement-breakpoint
-- Rows that name a product in the column TG_ARGV[0] (and, for products, its parent in parent_id).
CREATE OR REPLACE FUNCTION "shop_tag_products_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	ids integer[] := '{}';
	part integer[];
	source text;
BEGIN
	FOREACH source IN ARRAY (CASE TG_OP WHEN 'INSERT' THEN ARRAY['new_rows'] WHEN 'DELETE' THEN ARRAY['old_rows'] ELSE ARRAY['new_rows', 'old_rows'] END) LOOP
		EXECUTE format('SELECT array(SELECT %I FROM %I)', TG_ARGV[0], source) INTO part;
		ids := ids || part;
		IF TG_TABLE_NAME = 'products' THEN
			EXECUTE format('SELECT array(SELECT parent_id FROM %I WHERE parent_id IS NOT NULL)', source) INTO part;
			ids := ids || part;
		END IF;
	END LOOP;
	ids := array(SELECT DISTINCT x FROM (
		SELECT unnest(ids) AS x
		UNION SELECT p.parent_id FROM products p WHERE p.id = ANY(ids)
	) y WHERE x IS NOT NULL);
	ids := array(SELECT DISTINCT x FROM (
		SELECT unnest(ids) AS x
		UNION SELECT bo.bundle_product_id FROM bundle_options bo WHERE bo.product_id = ANY(ids)
	) y);
	PERFORM shop_notify_tags(array(SELECT 'p:' || x FROM unnest(ids) x));
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "shop_tag_listing_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	categories text[] := '{}';
	touched boolean := false;
BEGIN
	-- Only the transition tables of this statement's kind exist: each is read in its own branch.
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		touched := touched OR EXISTS (SELECT 1 FROM new_rows);
		categories := categories || array(SELECT DISTINCT 'c:' || c FROM new_rows n CROSS JOIN LATERAL unnest(n.category_ids) c);
	END IF;
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		touched := touched OR EXISTS (SELECT 1 FROM old_rows);
		categories := categories || array(SELECT DISTINCT 'c:' || c FROM old_rows o CROSS JOIN LATERAL unnest(o.category_ids) c);
	END IF;
	-- A refresh's statements that found nothing to do change no page.
	IF touched THEN PERFORM shop_notify_tags(ARRAY['listing'] || categories); END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "products_tags_insert" AFTER INSERT ON "products" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "shop_tag_products_changed"('id');
--> statement-breakpoint
CREATE TRIGGER "products_tags_update" AFTER UPDATE ON "products" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "shop_tag_products_changed"('id');
--> statement-breakpoint
CREATE TRIGGER "products_tags_delete" AFTER DELETE ON "products" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "shop_tag_products_changed"('id');
--> statement-breakpoint
CREATE TRIGGER "stock_items_tags_insert" AFTER INSERT ON "stock_items" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "shop_tag_products_changed"('product_id');
--> statement-breakpoint
CREATE TRIGGER "stock_items_tags_update" AFTER UPDATE ON "stock_items" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "shop_tag_products_changed"('product_id');
--> statement-breakpoint
CREATE TRIGGER "stock_items_tags_delete" AFTER DELETE ON "stock_items" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "shop_tag_products_changed"('product_id');
--> statement-breakpoint
CREATE TRIGGER "price_tiers_tags_insert" AFTER INSERT ON "price_tiers" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "shop_tag_products_changed"('product_id');
--> statement-breakpoint
CREATE TRIGGER "price_tiers_tags_update" AFTER UPDATE ON "price_tiers" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "shop_tag_products_changed"('product_id');
--> statement-breakpoint
CREATE TRIGGER "price_tiers_tags_delete" AFTER DELETE ON "price_tiers" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "shop_tag_products_changed"('product_id');
--> statement-breakpoint
CREATE TRIGGER "product_images_tags_insert" AFTER INSERT ON "product_images" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "shop_tag_products_changed"('product_id');
--> statement-breakpoint
CREATE TRIGGER "product_images_tags_update" AFTER UPDATE ON "product_images" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "shop_tag_products_changed"('product_id');
--> statement-breakpoint
CREATE TRIGGER "product_images_tags_delete" AFTER DELETE ON "product_images" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "shop_tag_products_changed"('product_id');
--> statement-breakpoint
CREATE TRIGGER "cross_sells_tags_insert" AFTER INSERT ON "cross_sells" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "shop_tag_products_changed"('product_id');
--> statement-breakpoint
CREATE TRIGGER "cross_sells_tags_update" AFTER UPDATE ON "cross_sells" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "shop_tag_products_changed"('product_id');
--> statement-breakpoint
CREATE TRIGGER "cross_sells_tags_delete" AFTER DELETE ON "cross_sells" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "shop_tag_products_changed"('product_id');
--> statement-breakpoint
CREATE TRIGGER "bundle_options_tags_insert" AFTER INSERT ON "bundle_options" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "shop_tag_products_changed"('bundle_product_id');
--> statement-breakpoint
CREATE TRIGGER "bundle_options_tags_update" AFTER UPDATE ON "bundle_options" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "shop_tag_products_changed"('bundle_product_id');
--> statement-breakpoint
CREATE TRIGGER "bundle_options_tags_delete" AFTER DELETE ON "bundle_options" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "shop_tag_products_changed"('bundle_product_id');
--> statement-breakpoint
CREATE TRIGGER "listing_products_tags_insert" AFTER INSERT ON "listing_products" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "shop_tag_listing_changed"();
--> statement-breakpoint
CREATE TRIGGER "listing_products_tags_update" AFTER UPDATE ON "listing_products" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "shop_tag_listing_changed"();
--> statement-breakpoint
CREATE TRIGGER "listing_products_tags_delete" AFTER DELETE ON "listing_products" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "shop_tag_listing_changed"();
