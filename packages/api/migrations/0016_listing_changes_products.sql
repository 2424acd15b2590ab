-- Which products each refresh of the listing read model rewrote, and in which transaction (decision
-- 068): a process that keeps the read model in memory (search/memory-engine.ts) loads it under one
-- snapshot and later reloads only the products of the refreshes that snapshot did not see (a
-- transaction id not visible in it), deleted rows included. `product_ids` null is a full refresh
-- (the seed's); an empty list changed no row (a merchandising order, which only drops kept answers).
ALTER TABLE "listing_changes" ADD COLUMN "product_ids" integer[] DEFAULT '{}'::integer[];
--> statement-breakpoint
ALTER TABLE "listing_changes" ADD COLUMN "xid" xid8 DEFAULT pg_current_xact_id() NOT NULL;
--> statement-breakpoint
CREATE INDEX "listing_changes_xid" ON "listing_changes" ("xid");
--> statement-breakpoint
-- The newest transaction id of the rows pruned from `listing_changes`: a copy whose snapshot did not
-- see it may have missed a refresh and loads everything again.
CREATE TABLE "listing_changes_pruned" ("xid" xid8 NOT NULL);
--> statement-breakpoint
INSERT INTO "listing_changes_pruned" ("xid") VALUES ('0');
--> statement-breakpoint
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
	-- The products rewritten (null: all of them), with this transaction's id by default.
	INSERT INTO listing_changes (product_ids) VALUES (ids);
	-- Keep the last thousand; rows another transaction is deleting are skipped, never waited for. The
	-- newest transaction id among the removed rows is kept: a copy loaded before it may have missed them.
	IF random() < 0.01 THEN
		WITH gone AS (
			DELETE FROM listing_changes WHERE id IN (SELECT c.id FROM listing_changes c
				WHERE c.id < (SELECT max(m.id) - 1000 FROM listing_changes m) FOR UPDATE SKIP LOCKED)
			RETURNING xid
		)
		UPDATE listing_changes_pruned SET xid = greatest(listing_changes_pruned.xid, (SELECT max(g.xid) FROM gone g))
		WHERE EXISTS (SELECT 1 FROM gone);
	END IF;
END;
$$;
