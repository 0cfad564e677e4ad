-- The buyer confirms receipt of each delivered shipment (docs/orders.md "Partial shipments", issue 25): when they did.
ALTER TABLE "mall_shipment" ADD COLUMN "received_at" timestamp with time zone;
