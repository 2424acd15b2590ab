-- A refresh of the listing read model rewrites the row of every product it is asked about, changed
-- or not: an order that takes one of twelve shirts off the stock rewrites that shirt's rows with the
-- same values. Such a statement announced `listing` and the product's categories, so every listing
-- page showing the shirt was dropped on every sale (decision 063). Now an update names only the rows
-- whose values changed (a size sold out, a price, a name, a category); one that changed nothing
-- announces nothing. Inserts and deletes still announce all their rows.
CREATE OR REPLACE FUNCTION "shop_tag_listing_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	categories text[] := '{}';
	touched boolean := false;
BEGIN
	-- Only the transition tables of this statement's kind exist: each is read in its own branch.
	IF TG_OP = 'INSERT' THEN
		touched := EXISTS (SELECT 1 FROM new_rows);
		categories := array(SELECT DISTINCT 'c:' || c FROM new_rows n CROSS JOIN LATERAL unnest(n.category_ids) c);
	ELSIF TG_OP = 'DELETE' THEN
		touched := EXISTS (SELECT 1 FROM old_rows);
		categories := array(SELECT DISTINCT 'c:' || c FROM old_rows o CROSS JOIN LATERAL unnest(o.category_ids) c);
	ELSE
		touched := EXISTS (SELECT 1 FROM new_rows n JOIN old_rows o ON o.language = n.language AND o.product_id = n.product_id
			WHERE n IS DISTINCT FROM o);
		categories := array(SELECT DISTINCT 'c:' || c
			FROM new_rows n JOIN old_rows o ON o.language = n.language AND o.product_id = n.product_id
			CROSS JOIN LATERAL unnest(n.category_ids || o.category_ids) c
			WHERE n IS DISTINCT FROM o);
	END IF;
	IF touched THEN PERFORM shop_notify_tags(ARRAY['listing'] || categories); END IF;
	RETURN NULL;
END;
$$;
