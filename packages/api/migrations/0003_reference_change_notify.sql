-- Reference data (stores, attributes, categories, brands, content, delivery and payment
-- configuration) is kept in every process's memory. Any write to these tables announces the table
-- on the `shop_changed` channel so each process drops what it holds; PostgreSQL delivers the
-- notice when the writing transaction commits, and folds repeats within one transaction.
CREATE OR REPLACE FUNCTION "shop_notify_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('shop_changed', TG_TABLE_NAME);
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "stores_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "stores" FOR EACH STATEMENT EXECUTE FUNCTION "shop_notify_changed"();
--> statement-breakpoint
CREATE TRIGGER "country_regions_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "country_regions" FOR EACH STATEMENT EXECUTE FUNCTION "shop_notify_changed"();
--> statement-breakpoint
CREATE TRIGGER "attributes_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "attributes" FOR EACH STATEMENT EXECUTE FUNCTION "shop_notify_changed"();
--> statement-breakpoint
CREATE TRIGGER "attribute_options_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "attribute_options" FOR EACH STATEMENT EXECUTE FUNCTION "shop_notify_changed"();
--> statement-breakpoint
CREATE TRIGGER "categories_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "shop_notify_changed"();
--> statement-breakpoint
CREATE TRIGGER "brands_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "brands" FOR EACH STATEMENT EXECUTE FUNCTION "shop_notify_changed"();
--> statement-breakpoint
CREATE TRIGGER "size_tables_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "size_tables" FOR EACH STATEMENT EXECUTE FUNCTION "shop_notify_changed"();
--> statement-breakpoint
CREATE TRIGGER "content_documents_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "content_documents" FOR EACH STATEMENT EXECUTE FUNCTION "shop_notify_changed"();
--> statement-breakpoint
CREATE TRIGGER "store_locations_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "store_locations" FOR EACH STATEMENT EXECUTE FUNCTION "shop_notify_changed"();
--> statement-breakpoint
CREATE TRIGGER "shipping_methods_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shipping_methods" FOR EACH STATEMENT EXECUTE FUNCTION "shop_notify_changed"();
--> statement-breakpoint
CREATE TRIGGER "payment_methods_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "payment_methods" FOR EACH STATEMENT EXECUTE FUNCTION "shop_notify_changed"();
