-- The listing read model (docs/decisions/015): one row per listed product and store language with
-- everything the listing, its facets and the search need, kept up to date inside the transaction
-- that changes a product, its stock, its categories, its brand or its bundle slots. Reads never
-- join the catalogue tables. Runs on PostgreSQL 15+ and on PGlite.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "listing_products" (
	"product_id" integer NOT NULL,
	"language" text NOT NULL,
	"type" text NOT NULL,
	"sku" text NOT NULL,
	"brand_id" integer,
	"color" text,
	"sizes" text[] NOT NULL,
	"in_stock" boolean NOT NULL,
	"stock_status" text NOT NULL,
	"price" integer NOT NULL,
	"final_price" integer NOT NULL,
	"on_sale" boolean NOT NULL,
	"category_ids" integer[] NOT NULL,
	"attrs" text[] NOT NULL,
	-- The lists joined by U+001F (categories by commas): facets group by them, and text hashes far
-- cheaper than arrays.
	"sizes_key" text NOT NULL,
	"attrs_key" text NOT NULL,
	"categories_key" text NOT NULL,
	"rank" integer NOT NULL,
	"name" text NOT NULL,
	"document" tsvector NOT NULL,
	PRIMARY KEY ("language", "product_id")
) PARTITION BY LIST ("language");
--> statement-breakpoint
-- One partition per store language: a listing reads only its language's rows and indexes. Pages
-- keep a fifth free, so a stock change that leaves the indexed columns alone rewrites the row in
-- place (a HOT update) and rows stay where the full build put them: grouped by their categories.
CREATE TABLE "listing_products_nl" PARTITION OF "listing_products" FOR VALUES IN ('nl') WITH (fillfactor = 80);
--> statement-breakpoint
CREATE TABLE "listing_products_en" PARTITION OF "listing_products" FOR VALUES IN ('en') WITH (fillfactor = 80);
--> statement-breakpoint
CREATE TABLE "listing_products_de" PARTITION OF "listing_products" FOR VALUES IN ('de') WITH (fillfactor = 80);
--> statement-breakpoint
CREATE TABLE "listing_products_other" PARTITION OF "listing_products" DEFAULT WITH (fillfactor = 80);
--> statement-breakpoint
CREATE INDEX "listing_products_product" ON "listing_products" ("product_id");
--> statement-breakpoint
CREATE INDEX "listing_products_order" ON "listing_products" ("language", "in_stock" DESC, "rank", "product_id");
--> statement-breakpoint
CREATE INDEX "listing_products_categories" ON "listing_products" USING gin ("category_ids");
--> statement-breakpoint
CREATE INDEX "listing_products_document" ON "listing_products" USING gin ("document");
--> statement-breakpoint
-- One row per refresh, written in the refreshing transaction: the committed rows (their newest id,
-- count and sum of ids) are the version of the read model, so a process may keep answers computed at
-- that version (a reader that sees a version sees at least the rows committed with it).
CREATE TABLE "listing_changes" (
	"id" bigserial PRIMARY KEY,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Every word of the listed products' names, brands, categories and colours per language: the
-- vocabulary that corrects typing errors (trigram similarity) and completes search terms.
CREATE TABLE "search_words" (
	"language" text NOT NULL,
	"word" text NOT NULL,
	PRIMARY KEY ("language", "word")
);
--> statement-breakpoint
CREATE INDEX "search_words_trigram" ON "search_words" USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
-- The stemming dictionary of a store language; other languages are matched unstemmed.
CREATE OR REPLACE FUNCTION "shop_search_config"(lang text) RETURNS regconfig LANGUAGE sql IMMUTABLE AS $$
	SELECT CASE lang WHEN 'nl' THEN 'dutch'::regconfig WHEN 'de' THEN 'german'::regconfig
		WHEN 'en' THEN 'english'::regconfig ELSE 'simple'::regconfig END
$$;
--> statement-breakpoint
-- A localised text: the language asked, then English, then Dutch (as catalog/localize.ts).
CREATE OR REPLACE FUNCTION "shop_text"(texts jsonb, lang text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
	SELECT coalesce(nullif(texts ->> lang, ''), nullif(texts ->> 'en', ''), nullif(texts ->> 'nl', ''), '')
$$;
--> statement-breakpoint
-- Recomputes the rows of the given products (top-level ids; null = every product). Rows of
-- products that are no longer listed are removed. The stock rules are those of catalog/stock.ts.
CREATE OR REPLACE FUNCTION "listing_refresh"(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	scope text := CASE WHEN ids IS NULL THEN 'true' ELSE 'p.id = ANY($1)' END;
BEGIN
	IF ids IS NOT NULL THEN
		-- Refreshes of one product wait for each other, always locking in the same order; the
		-- statements below then read what the earlier transaction committed.
		PERFORM 1 FROM listing_products WHERE product_id = ANY(ids) ORDER BY product_id, language FOR UPDATE;
		DELETE FROM listing_products l WHERE l.product_id = ANY(ids) AND NOT EXISTS (
			SELECT 1 FROM products p WHERE p.id = l.product_id AND p.parent_id IS NULL AND p.is_visible AND p.is_active);
	ELSE
		DELETE FROM listing_products;
	END IF;
	EXECUTE format($sql$
	WITH target AS (
		SELECT p.* FROM products p WHERE %s AND p.parent_id IS NULL AND p.is_visible AND p.is_active
	),
	languages AS (SELECT DISTINCT s.language FROM stores s),
	up AS (
		WITH RECURSIVE chain(id, ancestor) AS (
			SELECT c.id, c.id FROM categories c WHERE c.is_active
			UNION ALL
			SELECT chain.id, c.parent_id FROM chain JOIN categories c ON c.id = chain.ancestor
			JOIN categories a ON a.id = c.parent_id AND a.is_active
		) SELECT * FROM chain
	),
	cats AS (
		SELECT pc.product_id AS id, array_agg(DISTINCT up.ancestor) AS ids
		FROM product_categories pc JOIN up ON up.id = pc.category_id
		WHERE pc.product_id IN (SELECT id FROM target)
		GROUP BY pc.product_id
	),
	kids AS (
		SELECT c.parent_id AS id,
			coalesce(bool_or(s.qty > 0), false) AS in_stock,
			coalesce(bool_or(s.available_soon_date IS NOT NULL), false) AS any_soon,
			coalesce(array_agg(DISTINCT c.size) FILTER (WHERE s.qty > 0 AND c.size IS NOT NULL), '{}'::text[]) AS sizes
		FROM products c LEFT JOIN stock_items s ON s.product_id = c.id
		WHERE c.parent_id IN (SELECT id FROM target) AND c.is_active
		GROUP BY c.parent_id
	),
	first_color AS (
		SELECT DISTINCT ON (c.parent_id) c.parent_id AS id, c.color
		FROM products c WHERE c.parent_id IN (SELECT id FROM target) AND c.color IS NOT NULL
		ORDER BY c.parent_id, c.id
	),
	slot_stock AS (
		SELECT bo.bundle_product_id AS id,
			bool_and(coalesce(sp.is_active AND slot.in_stock, false)) AS in_stock,
			bool_and(coalesce(sp.is_active AND (slot.in_stock OR slot.soon), false)) AS soon_ok
		FROM bundle_options bo
		LEFT JOIN products sp ON sp.id = bo.product_id
		LEFT JOIN LATERAL (
			SELECT CASE WHEN sp.type = 'configurable'
					THEN coalesce((SELECT bool_or(s.qty > 0) FROM products c JOIN stock_items s ON s.product_id = c.id
						WHERE c.parent_id = sp.id AND c.is_active), false)
					ELSE coalesce((SELECT s.qty > 0 FROM stock_items s WHERE s.product_id = sp.id), false) END AS in_stock,
				CASE WHEN sp.type = 'configurable'
					THEN coalesce((SELECT bool_or(s.available_soon_date IS NOT NULL) FROM products c JOIN stock_items s ON s.product_id = c.id
						WHERE c.parent_id = sp.id AND c.is_active), false)
					ELSE coalesce((SELECT s.available_soon_date IS NOT NULL FROM stock_items s WHERE s.product_id = sp.id), false) END AS soon
		) slot ON true
		WHERE bo.required AND bo.bundle_product_id IN (SELECT id FROM target)
		GROUP BY bo.bundle_product_id
	),
	facts AS (
		SELECT p.id, p.type, p.sku, p.brand_id, p.name, p.price, p.special_price, p.merchandising_rank,
			coalesce(p.color, fc.color) AS color,
			CASE p.type
				WHEN 'configurable' THEN coalesce(k.in_stock, false)
				WHEN 'bundle' THEN coalesce(b.in_stock, true)
				ELSE coalesce(own.qty > 0, p.type = 'giftcard') END AS in_stock,
			CASE p.type
				WHEN 'configurable' THEN coalesce(k.any_soon, false)
				WHEN 'bundle' THEN coalesce(b.soon_ok, false)
				ELSE coalesce(own.available_soon_date IS NOT NULL, false) END AS soon,
			CASE WHEN p.type = 'configurable' THEN coalesce(k.sizes, '{}'::text[])
				WHEN p.size IS NOT NULL AND coalesce(own.qty > 0, false) THEN ARRAY[p.size]
				ELSE '{}'::text[] END AS sizes,
			coalesce(cats.ids, '{}'::integer[]) AS category_ids,
			(SELECT coalesce(array_agg(a.code || '=' || v.value ORDER BY a.code, v.value), '{}'::text[])
				FROM attributes a
				CROSS JOIN LATERAL (
					SELECT jsonb_array_elements_text(CASE WHEN jsonb_typeof(p.attributes -> a.code) = 'array'
						THEN p.attributes -> a.code ELSE jsonb_build_array(p.attributes -> a.code) END) AS value
					WHERE a.type <> 'boolean' AND p.attributes ? a.code AND jsonb_typeof(p.attributes -> a.code) <> 'null'
					UNION ALL
					SELECT (CASE WHEN a.code = 'sustainable' THEN p.is_sustainable
						ELSE coalesce(p.attributes ->> a.code = 'true', false) END)::text
					WHERE a.type = 'boolean'
				) v
				WHERE a.code NOT IN ('color', 'size', 'price', 'category', 'brand')) AS attrs
		FROM target p
		LEFT JOIN kids k ON k.id = p.id
		LEFT JOIN first_color fc ON fc.id = p.id
		LEFT JOIN slot_stock b ON b.id = p.id
		LEFT JOIN stock_items own ON own.product_id = p.id
		LEFT JOIN cats ON cats.id = p.id
	),
	texts AS (
		SELECT f.*, l.language, shop_search_config(l.language) AS cfg,
			shop_text(f.name, l.language) AS local_name,
			coalesce(br.name, '') AS brand_name,
			coalesce((SELECT shop_text(o.label, l.language) FROM attribute_options o
				WHERE o.attribute_code = 'color' AND o.value = f.color), f.color, '') AS color_label,
			coalesce((SELECT string_agg(shop_text(c.name, l.language), ' ' ORDER BY c.level, c.id) FROM categories c
				WHERE c.id = ANY(f.category_ids)), '') AS category_names
		FROM facts f CROSS JOIN languages l LEFT JOIN brands br ON br.id = f.brand_id
	)
	INSERT INTO listing_products (product_id, language, type, sku, brand_id, color, sizes, in_stock, stock_status,
		price, final_price, on_sale, category_ids, attrs, sizes_key, attrs_key, categories_key, rank, name, document)
	SELECT t.id, t.language, t.type, t.sku, t.brand_id, t.color, t.sizes, t.in_stock,
		CASE WHEN t.in_stock THEN 'in_stock' WHEN t.soon THEN 'available_soon' ELSE 'out_of_stock' END,
		t.price, least(coalesce(t.special_price, t.price), t.price), coalesce(t.special_price < t.price, false),
		t.category_ids, t.attrs, array_to_string(t.sizes, chr(31)), array_to_string(t.attrs, chr(31)),
		array_to_string(t.category_ids, ','), t.merchandising_rank, t.local_name,
		setweight(to_tsvector(t.cfg, t.local_name), 'A') || setweight(to_tsvector('simple', t.local_name), 'A')
			|| setweight(to_tsvector('simple', t.brand_name || ' ' || t.sku || ' ' || translate(t.sku, '-_./', '    ')), 'A')
			|| setweight(to_tsvector(t.cfg, t.category_names || ' ' || t.color_label), 'B')
			|| setweight(to_tsvector('simple', t.category_names || ' ' || t.color_label || ' ' || coalesce(t.color, '')), 'B')
	FROM texts t
	-- A full build writes each category's products next to each other: a listing reads few pages.
	ORDER BY t.language, t.category_ids, t.merchandising_rank, t.id
	ON CONFLICT (language, product_id) DO UPDATE SET type = excluded.type, sku = excluded.sku,
		brand_id = excluded.brand_id, color = excluded.color, sizes = excluded.sizes, in_stock = excluded.in_stock,
		stock_status = excluded.stock_status, price = excluded.price, final_price = excluded.final_price,
		on_sale = excluded.on_sale, category_ids = excluded.category_ids, attrs = excluded.attrs,
		sizes_key = excluded.sizes_key, attrs_key = excluded.attrs_key, categories_key = excluded.categories_key, rank = excluded.rank,
		name = excluded.name, document = excluded.document
	$sql$, scope) USING ids;
	INSERT INTO listing_changes DEFAULT VALUES;
	-- Keep the last thousand; rows another transaction is deleting are skipped, never waited for.
	IF random() < 0.01 THEN
		DELETE FROM listing_changes WHERE id IN (SELECT c.id FROM listing_changes c
			WHERE c.id < (SELECT max(m.id) - 1000 FROM listing_changes m) FOR UPDATE SKIP LOCKED);
	END IF;
END;
$$;
--> statement-breakpoint
-- Adds the words of these products' texts to the vocabulary (null = every listed product).
CREATE OR REPLACE FUNCTION "search_words_add"(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF ids IS NULL THEN DELETE FROM search_words; END IF;
	INSERT INTO search_words (language, word)
	SELECT DISTINCT l.language, w.word
	FROM listing_products l
	CROSS JOIN LATERAL (SELECT lower(x) AS word FROM regexp_split_to_table(
		l.name || ' ' || coalesce((SELECT b.name FROM brands b WHERE b.id = l.brand_id), '') || ' ' ||
		coalesce((SELECT string_agg(shop_text(c.name, l.language), ' ') FROM categories c WHERE c.id = ANY(l.category_ids)), '') || ' ' ||
		coalesce((SELECT shop_text(o.label, l.language) FROM attribute_options o WHERE o.attribute_code = 'color' AND o.value = l.color), ''),
		'[^[:alnum:]]+') AS x) w
	WHERE (ids IS NULL OR l.product_id = ANY(ids)) AND length(w.word) >= 3
	ON CONFLICT DO NOTHING;
END;
$$;
--> statement-breakpoint
-- Changes are collected per transaction (a transaction-local setting holds the ids) and applied
-- once, at commit, by a deferred trigger: an order touching several sizes refreshes each product
-- once, and every refresh locks its rows in one sorted pass. `shop.listing_deferred = on` (the
-- seed) skips the bookkeeping; the seed rebuilds everything at the end.
CREATE OR REPLACE FUNCTION "listing_mark"(ids integer[], words boolean) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF ids IS NULL OR cardinality(ids) = 0 THEN RETURN; END IF;
	PERFORM set_config('shop.listing_pending',
		coalesce(nullif(current_setting('shop.listing_pending', true), ''), '') || ',' || array_to_string(ids, ','), true);
	IF words THEN PERFORM set_config('shop.listing_words', 'on', true); END IF;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "listing_flush"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	pending text := current_setting('shop.listing_pending', true);
	ids integer[];
BEGIN
	IF pending IS NULL OR pending = '' THEN RETURN NULL; END IF;
	PERFORM set_config('shop.listing_pending', '', true);
	ids := array(SELECT DISTINCT x::integer FROM unnest(string_to_array(trim(both ',' from pending), ',')) x WHERE x <> '' ORDER BY 1);
	-- Bundles list as available as their slots: refresh the bundles holding a changed product.
	ids := array(SELECT DISTINCT x FROM (SELECT unnest(ids) AS x UNION SELECT bo.bundle_product_id FROM bundle_options bo
		WHERE bo.product_id = ANY(ids)) y ORDER BY 1);
	PERFORM listing_refresh(ids);
	IF current_setting('shop.listing_words', true) = 'on' THEN
		PERFORM set_config('shop.listing_words', '', true);
		PERFORM search_words_add(ids);
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "listing_deferred"() RETURNS boolean LANGUAGE sql STABLE AS $$
	SELECT coalesce(current_setting('shop.listing_deferred', true), '') = 'on'
$$;
--> statement-breakpoint
-- Statement triggers: which top-level products a change touches.
CREATE OR REPLACE FUNCTION "listing_products_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF listing_deferred() THEN RETURN NULL; END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		PERFORM listing_mark(array(SELECT DISTINCT coalesce(n.parent_id, n.id) FROM new_rows n), true);
	END IF;
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		PERFORM listing_mark(array(SELECT DISTINCT coalesce(o.parent_id, o.id) FROM old_rows o), false);
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "listing_stock_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF listing_deferred() THEN RETURN NULL; END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		PERFORM listing_mark(array(SELECT DISTINCT coalesce(p.parent_id, p.id) FROM new_rows n JOIN products p ON p.id = n.product_id), false);
	END IF;
	IF TG_OP = 'DELETE' THEN
		PERFORM listing_mark(array(SELECT DISTINCT coalesce(p.parent_id, p.id) FROM old_rows o JOIN products p ON p.id = o.product_id), false);
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "listing_links_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF listing_deferred() THEN RETURN NULL; END IF;
	IF TG_TABLE_NAME = 'product_categories' THEN
		IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM listing_mark(array(SELECT DISTINCT n.product_id FROM new_rows n), true); END IF;
		IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM listing_mark(array(SELECT DISTINCT o.product_id FROM old_rows o), false); END IF;
	ELSE
		IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM listing_mark(array(SELECT DISTINCT n.bundle_product_id FROM new_rows n), false); END IF;
		IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM listing_mark(array(SELECT DISTINCT o.bundle_product_id FROM old_rows o), false); END IF;
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Brands, categories and colour labels are in the texts: a change refreshes the products they name.
CREATE OR REPLACE FUNCTION "listing_names_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF listing_deferred() THEN RETURN NULL; END IF;
	IF TG_TABLE_NAME = 'brands' THEN
		PERFORM listing_mark(array(SELECT p.id FROM products p WHERE p.parent_id IS NULL
			AND p.brand_id IN (SELECT n.id FROM new_rows n)), true);
	ELSIF TG_TABLE_NAME = 'categories' THEN
		PERFORM listing_mark(array(SELECT DISTINCT pc.product_id FROM product_categories pc
			WHERE pc.category_id IN (
				WITH RECURSIVE sub(id) AS (SELECT n.id FROM new_rows n UNION SELECT c.id FROM categories c JOIN sub ON c.parent_id = sub.id)
				SELECT id FROM sub)), true);
	ELSE
		PERFORM listing_mark(array(SELECT DISTINCT coalesce(p.parent_id, p.id) FROM products p
			WHERE p.color IN (SELECT n.value FROM new_rows n WHERE n.attribute_code = 'color')), true);
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "listing_products_insert" AFTER INSERT ON "products" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "listing_products_changed"();
--> statement-breakpoint
CREATE TRIGGER "listing_products_update" AFTER UPDATE ON "products" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "listing_products_changed"();
--> statement-breakpoint
CREATE TRIGGER "listing_products_delete" AFTER DELETE ON "products" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "listing_products_changed"();
--> statement-breakpoint
CREATE TRIGGER "listing_stock_insert" AFTER INSERT ON "stock_items" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "listing_stock_changed"();
--> statement-breakpoint
CREATE TRIGGER "listing_stock_update" AFTER UPDATE ON "stock_items" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "listing_stock_changed"();
--> statement-breakpoint
CREATE TRIGGER "listing_stock_delete" AFTER DELETE ON "stock_items" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "listing_stock_changed"();
--> statement-breakpoint
CREATE TRIGGER "listing_categories_insert" AFTER INSERT ON "product_categories" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "listing_links_changed"();
--> statement-breakpoint
CREATE TRIGGER "listing_categories_update" AFTER UPDATE ON "product_categories" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "listing_links_changed"();
--> statement-breakpoint
CREATE TRIGGER "listing_categories_delete" AFTER DELETE ON "product_categories" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "listing_links_changed"();
--> statement-breakpoint
CREATE TRIGGER "listing_bundles_insert" AFTER INSERT ON "bundle_options" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "listing_links_changed"();
--> statement-breakpoint
CREATE TRIGGER "listing_bundles_update" AFTER UPDATE ON "bundle_options" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "listing_links_changed"();
--> statement-breakpoint
CREATE TRIGGER "listing_bundles_delete" AFTER DELETE ON "bundle_options" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "listing_links_changed"();
--> statement-breakpoint
CREATE TRIGGER "listing_brands_update" AFTER UPDATE ON "brands" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "listing_names_changed"();
--> statement-breakpoint
CREATE TRIGGER "listing_category_names_update" AFTER UPDATE ON "categories" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "listing_names_changed"();
--> statement-breakpoint
CREATE TRIGGER "listing_color_labels_update" AFTER UPDATE ON "attribute_options" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "listing_names_changed"();
--> statement-breakpoint
-- Fires at commit for every row touched (the first one does the work, the others find nothing).
CREATE CONSTRAINT TRIGGER "listing_flush_products" AFTER INSERT OR UPDATE OR DELETE ON "products" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "listing_flush"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "listing_flush_stock" AFTER INSERT OR UPDATE OR DELETE ON "stock_items" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "listing_flush"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "listing_flush_categories" AFTER INSERT OR UPDATE OR DELETE ON "product_categories" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "listing_flush"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "listing_flush_bundles" AFTER INSERT OR UPDATE OR DELETE ON "bundle_options" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "listing_flush"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "listing_flush_brands" AFTER UPDATE ON "brands" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "listing_flush"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "listing_flush_category_names" AFTER UPDATE ON "categories" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "listing_flush"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "listing_flush_color_labels" AFTER UPDATE ON "attribute_options" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "listing_flush"();
--> statement-breakpoint
-- Databases seeded before this model existed get it built now (a fresh one is empty here).
SELECT listing_refresh(NULL);
--> statement-breakpoint
SELECT search_words_add(NULL);
