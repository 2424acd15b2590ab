-- Staff-set orders (decision 056) are part of a category's listing in the recommended order, but they
-- live beside the listing read model, not in it: a pin added, moved or removed announces the listing
-- tag of its category (decision 063), so kept listing pages are dropped at its commit.
CREATE OR REPLACE FUNCTION "shop_tag_category_sequences_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	categories text[] := '{}';
BEGIN
	-- Only the transition tables of this statement's kind exist: each is read in its own branch.
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		categories := categories || array(SELECT DISTINCT 'c:' || n.category_id FROM new_rows n);
	END IF;
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		categories := categories || array(SELECT DISTINCT 'c:' || o.category_id FROM old_rows o);
	END IF;
	IF cardinality(categories) > 0 THEN PERFORM shop_notify_tags(categories); END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "category_sequences_tags_insert" AFTER INSERT ON "category_sequences" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "shop_tag_category_sequences_changed"();
--> statement-breakpoint
CREATE TRIGGER "category_sequences_tags_update" AFTER UPDATE ON "category_sequences" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "shop_tag_category_sequences_changed"();
--> statement-breakpoint
CREATE TRIGGER "category_sequences_tags_delete" AFTER DELETE ON "category_sequences" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "shop_tag_category_sequences_changed"();
