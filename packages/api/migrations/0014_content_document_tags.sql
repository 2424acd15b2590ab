-- Content documents announce what they are (decision 063): a change to a document names its uid
-- (`d:<uid>`), its address when it has one (`du:<type>:<url_key>`) and `content` (pages that list
-- documents, such as search), so a page cache drops only the pages that read it instead of every
-- page. The table's name is still announced (migration 0003) for the API's in-process reference
-- cache; those triggers fire first (their names sort first), so that cache is cleared before a page
-- is dropped. A bulk write and emptying the table announce everything.
CREATE OR REPLACE FUNCTION "shop_tag_content_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	tags text[] := ARRAY['content'];
BEGIN
	-- Only the transition tables of this statement's kind exist: each is read in its own branch.
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		tags := tags || array(SELECT DISTINCT 'd:' || n.uid FROM new_rows n)
			|| array(SELECT DISTINCT 'du:' || n.type || ':' || n.url_key FROM new_rows n WHERE n.url_key IS NOT NULL);
	END IF;
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		tags := tags || array(SELECT DISTINCT 'd:' || o.uid FROM old_rows o)
			|| array(SELECT DISTINCT 'du:' || o.type || ':' || o.url_key FROM old_rows o WHERE o.url_key IS NOT NULL);
	END IF;
	-- A bulk write (seeding, an import) names more documents than a notice holds: everything.
	IF octet_length(array_to_string(tags, ' ')) > 7000 THEN tags := ARRAY['*']; END IF;
	PERFORM shop_notify_tags(tags);
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "shop_tag_content_emptied"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM shop_notify_tags(ARRAY['*']);
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "content_documents_tags_insert" AFTER INSERT ON "content_documents" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "shop_tag_content_changed"();
--> statement-breakpoint
CREATE TRIGGER "content_documents_tags_update" AFTER UPDATE ON "content_documents" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "shop_tag_content_changed"();
--> statement-breakpoint
CREATE TRIGGER "content_documents_tags_delete" AFTER DELETE ON "content_documents" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "shop_tag_content_changed"();
--> statement-breakpoint
CREATE TRIGGER "content_documents_tags_truncate" AFTER TRUNCATE ON "content_documents" FOR EACH STATEMENT EXECUTE FUNCTION "shop_tag_content_emptied"();
