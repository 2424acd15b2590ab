-- The other colours of a garment (a tile's related_product_list, decision 068) are looked up by model
-- among configurables without a parent only; the sizes carry the same model, so an index on every
-- product read and dropped about 19 sizes' entries per product of a page. Only configurables are
-- indexed now: about one in seven of the entries, and the lookup reads only the rows it returns.
DROP INDEX "products_model";
--> statement-breakpoint
CREATE INDEX "products_model" ON "products" USING btree (("attributes" ->> 'model')) WHERE "products"."type" = 'configurable' and "products"."parent_id" is null;
