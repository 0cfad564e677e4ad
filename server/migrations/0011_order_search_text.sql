ALTER TABLE "mall_order" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Orders placed before this column: their number and lines' names, folded as normalizeSearchText folds them
-- (Vietnamese marks off, đ → d, lower case, punctuation → spaces). New orders get it from the server.
UPDATE "mall_order" o SET "search_text" = trim(regexp_replace(lower(translate(
  o."order_no" || ' ' || coalesce((select string_agg(l."goods_name" || ' ' || coalesce(l."goods_name_i18n"->>'cn', '') || ' ' ||
    coalesce(l."goods_name_i18n"->>'en', '') || ' ' || coalesce(l."goods_name_i18n"->>'vi', ''), ' ')
    from "mall_order_line" l where l."order_id" = o."id"), ''),
  'àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđÀÁẠẢÃÂẦẤẬẨẪĂẰẮẶẲẴÈÉẸẺẼÊỀẾỆỂỄÌÍỊỈĨÒÓỌỎÕÔỒỐỘỔỖƠỜỚỢỞỠÙÚỤỦŨƯỪỨỰỬỮỲÝỴỶỸĐ',
  'aaaaaaaaaaaaaaaaaeeeeeeeeeeeiiiiiooooooooooooooooouuuuuuuuuuuyyyyydAAAAAAAAAAAAAAAAAEEEEEEEEEEEIIIIIOOOOOOOOOOOOOOOOOUUUUUUUUUUUYYYYYD'
)), '[[:punct:][:space:]]+', ' ', 'g'));
