-- Collected goods are the collector's own until staff file them into the catalogue (docs/mall-search.md
-- "Collected goods", issue 24): mall_goods.owner_id names the collector (null: a catalogue goods), one goods per
-- collector + platform + item id and one catalogue goods per platform + item id. Order lines keep a collected price
-- apart, with the source link, and the operator's reason when they corrected it at acceptance (docs/orders.md).
DROP INDEX "mall_goods_source_uq";--> statement-breakpoint
ALTER TABLE "mall_goods" ADD COLUMN "owner_id" integer;--> statement-breakpoint
ALTER TABLE "mall_goods_search" ADD COLUMN "owner_id" integer;--> statement-breakpoint
ALTER TABLE "mall_order_line" ADD COLUMN "collected_price" integer;--> statement-breakpoint
ALTER TABLE "mall_order_line" ADD COLUMN "source_url" text;--> statement-breakpoint
ALTER TABLE "mall_order_line" ADD COLUMN "price_correction_reason" text;--> statement-breakpoint
-- The search copy carries the owner too (migration 0006's function, plus owner_id), so the public lists can leave
-- collected goods out while reading the search table only.
CREATE OR REPLACE FUNCTION mall_goods_search_copy() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO mall_goods_search AS s (goods_id, store_id, category_id, min_price, max_price, sales, created_at, ddc, recommended, on_sale, owner_id, search_name, search_text)
  SELECT n.id, n.store_id, n.category_id, n.min_price, n.max_price, n.sales, n.created_at, n.ddc, n.recommended, n.on_sale,
    n.owner_id, n.search_name || '', n.search_text || ''
  FROM new_rows n
  ON CONFLICT (goods_id) DO UPDATE SET
    store_id = EXCLUDED.store_id, category_id = EXCLUDED.category_id, min_price = EXCLUDED.min_price,
    max_price = EXCLUDED.max_price, sales = EXCLUDED.sales, created_at = EXCLUDED.created_at, ddc = EXCLUDED.ddc,
    recommended = EXCLUDED.recommended, on_sale = EXCLUDED.on_sale, owner_id = EXCLUDED.owner_id,
    search_name = EXCLUDED.search_name, search_text = EXCLUDED.search_text
  WHERE (s.store_id, s.category_id, s.min_price, s.max_price, s.sales, s.created_at, s.ddc, s.recommended, s.on_sale,
      s.owner_id, s.search_name, s.search_text)
    IS DISTINCT FROM (EXCLUDED.store_id, EXCLUDED.category_id, EXCLUDED.min_price, EXCLUDED.max_price, EXCLUDED.sales,
      EXCLUDED.created_at, EXCLUDED.ddc, EXCLUDED.recommended, EXCLUDED.on_sale, EXCLUDED.owner_id,
      EXCLUDED.search_name, EXCLUDED.search_text);
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Goods collected before and never filed (still in the collected category "待分类", made by a user's collect)
-- become their first collector's own; goods staff moved to a category of the catalogue, and the seeded ones, stay
-- public. The update trigger above copies the owner into the search table.
UPDATE "mall_goods" g SET "owner_id" = g."created_by"
FROM "mall_category" c
WHERE c."id" = g."category_id" AND c."name" = '待分类' AND c."pid" IS NULL AND g."ddc" AND g."created_by" IS NOT NULL
  AND EXISTS (SELECT 1 FROM "sys_user" u WHERE u."id" = g."created_by");--> statement-breakpoint
-- Lines ordered on those goods carried a collected price: the operator sees them as such.
UPDATE "mall_order_line" l SET "collected_price" = l."unit_price", "source_url" = g."source_url"
FROM "mall_goods" g WHERE g."id" = l."goods_id" AND g."owner_id" IS NOT NULL;--> statement-breakpoint
-- The collected category holds goods nobody else sees: out of the public tree unless catalogue goods are in it.
UPDATE "mall_category" c SET "enabled" = false
WHERE c."name" = '待分类' AND c."pid" IS NULL
  AND NOT EXISTS (SELECT 1 FROM "mall_goods" g WHERE g."category_id" = c."id" AND g."owner_id" IS NULL);--> statement-breakpoint
ALTER TABLE "mall_goods" ADD CONSTRAINT "mall_goods_owner_id_sys_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mall_goods_collected_uq" ON "mall_goods" USING btree ("owner_id","source_platform","source_item_id") WHERE "mall_goods"."owner_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "mall_goods_source_uq" ON "mall_goods" USING btree ("source_platform","source_item_id") WHERE "mall_goods"."owner_id" is null;
