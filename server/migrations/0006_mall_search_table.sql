-- Mall search reads a narrow copy of each goods (docs/mall-search.md, docs/performance.md "Mall search"):
-- a common word's thousands of matches are rechecked and scored on ~1 kB rows instead of the wide goods rows.
-- Triggers keep it in step, so no writer changes: inserted and updated goods are copied (statement-level, one
-- INSERT … ON CONFLICT per statement, so the seeds' bulk inserts stay bulk), and a deleted goods takes its row
-- along (the foreign key). Whether the public may see a goods (its store and category path enabled) is checked
-- when searching, so enabling or disabling a store or category rewrites no rows.
CREATE TABLE "mall_goods_search" (
	"goods_id" integer PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"min_price" integer NOT NULL,
	"max_price" integer NOT NULL,
	"sales" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"ddc" boolean NOT NULL,
	"recommended" boolean NOT NULL,
	"on_sale" boolean NOT NULL,
	"search_name" text NOT NULL,
	"search_text" text NOT NULL
);
--> statement-breakpoint
DROP INDEX "mall_goods_price_idx";--> statement-breakpoint
DROP INDEX "mall_goods_created_idx";--> statement-breakpoint
DROP INDEX "mall_goods_search_name_trgm";--> statement-breakpoint
DROP INDEX "mall_goods_search_text_trgm";--> statement-breakpoint
-- AFTER INSERT / AFTER UPDATE … FOR EACH STATEMENT on mall_goods: the statement's rows (transition table
-- new_rows) into mall_goods_search; a row whose copied columns did not change (a new cover picture) is left alone.
-- `|| ''` writes the search columns afresh: a value the wide goods row holds compressed would otherwise be copied
-- compressed, and every recheck of a match would decompress it (the narrow row stays under the size at which
-- PostgreSQL compresses).
CREATE FUNCTION mall_goods_search_copy() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO mall_goods_search AS s (goods_id, store_id, category_id, min_price, max_price, sales, created_at, ddc, recommended, on_sale, search_name, search_text)
  SELECT n.id, n.store_id, n.category_id, n.min_price, n.max_price, n.sales, n.created_at, n.ddc, n.recommended, n.on_sale,
    n.search_name || '', n.search_text || ''
  FROM new_rows n
  ON CONFLICT (goods_id) DO UPDATE SET
    store_id = EXCLUDED.store_id, category_id = EXCLUDED.category_id, min_price = EXCLUDED.min_price,
    max_price = EXCLUDED.max_price, sales = EXCLUDED.sales, created_at = EXCLUDED.created_at, ddc = EXCLUDED.ddc,
    recommended = EXCLUDED.recommended, on_sale = EXCLUDED.on_sale, search_name = EXCLUDED.search_name,
    search_text = EXCLUDED.search_text
  WHERE (s.store_id, s.category_id, s.min_price, s.max_price, s.sales, s.created_at, s.ddc, s.recommended, s.on_sale,
      s.search_name, s.search_text)
    IS DISTINCT FROM (EXCLUDED.store_id, EXCLUDED.category_id, EXCLUDED.min_price, EXCLUDED.max_price, EXCLUDED.sales,
      EXCLUDED.created_at, EXCLUDED.ddc, EXCLUDED.recommended, EXCLUDED.on_sale, EXCLUDED.search_name,
      EXCLUDED.search_text);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER mall_goods_search_insert AFTER INSERT ON mall_goods
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION mall_goods_search_copy();--> statement-breakpoint
CREATE TRIGGER mall_goods_search_update AFTER UPDATE ON mall_goods
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION mall_goods_search_copy();--> statement-breakpoint
-- The goods already there, in id order, before the indexes are built (search columns afresh, as above).
INSERT INTO mall_goods_search (goods_id, store_id, category_id, min_price, max_price, sales, created_at, ddc, recommended, on_sale, search_name, search_text)
SELECT g.id, g.store_id, g.category_id, g.min_price, g.max_price, g.sales, g.created_at, g.ddc, g.recommended, g.on_sale,
  g.search_name || '', g.search_text || ''
FROM mall_goods g
ORDER BY g.id;--> statement-breakpoint
ALTER TABLE "mall_goods_search" ADD CONSTRAINT "mall_goods_search_goods_id_mall_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."mall_goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mall_goods_search_category_idx" ON "mall_goods_search" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "mall_goods_search_store_idx" ON "mall_goods_search" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "mall_goods_search_price_idx" ON "mall_goods_search" USING btree ("min_price","goods_id");--> statement-breakpoint
CREATE INDEX "mall_goods_search_created_idx" ON "mall_goods_search" USING btree ("created_at","goods_id");--> statement-breakpoint
CREATE INDEX "mall_goods_search_recommended_idx" ON "mall_goods_search" USING btree ("goods_id") WHERE "mall_goods_search"."recommended";--> statement-breakpoint
CREATE INDEX "mall_goods_search_name_trgm" ON "mall_goods_search" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mall_goods_search_text_trgm" ON "mall_goods_search" USING gin ("search_text" gin_trgm_ops);
