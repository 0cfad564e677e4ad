-- Live pages (issue 26, docs/notifications.md "Live pages"): the ordered log the server-sent events streams read.
-- Rows are written by triggers in the transaction that made the change; `seq` is given at commit, under one
-- advisory lock, so the order of `seq` is the order in which the rows became visible: a reader that has seen
-- `seq` n never later meets a row below n (a plain serial is taken mid-transaction and commits out of order).
CREATE SEQUENCE "live_event_seq_seq";--> statement-breakpoint
CREATE TABLE "live_event" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"seq" bigint,
	"tx" bigint DEFAULT (pg_current_xact_id()::text::bigint) NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"change" text NOT NULL,
	"order_id" integer,
	"user_id" integer,
	"buyer_id" integer,
	"buyer_dept_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "live_event_seq_uq" ON "live_event" USING btree ("seq");--> statement-breakpoint
CREATE UNIQUE INDEX "live_event_once_per_tx_uq" ON "live_event" USING btree ("tx", "entity", "entity_id");--> statement-breakpoint
CREATE INDEX "live_event_created_idx" ON "live_event" USING btree ("created_at");--> statement-breakpoint
CREATE FUNCTION live_event_sequence() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	next_seq bigint;
BEGIN
	PERFORM pg_advisory_xact_lock(7340026);
	next_seq := nextval('live_event_seq_seq');
	UPDATE live_event SET seq = next_seq WHERE id = NEW.id;
	PERFORM pg_notify('portal_live', next_seq::text);
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "live_event_sequence" AFTER INSERT ON "live_event" DEFERRABLE INITIALLY DEFERRED
	FOR EACH ROW EXECUTE FUNCTION live_event_sequence();--> statement-breakpoint
CREATE FUNCTION live_event_record() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	kind text := TG_ARGV[0];
	owner_id integer;
	order_ref integer;
	what text;
	row_json jsonb;
BEGIN
	IF kind = 'notification' THEN
		IF NOT NEW.in_portal THEN RETURN NULL; END IF;
		INSERT INTO live_event (entity, entity_id, change, order_id, user_id)
		VALUES ('notification', NEW.id, CASE WHEN TG_OP = 'INSERT' THEN 'created' ELSE 'read' END, NEW.order_id, NEW.user_id)
		ON CONFLICT (tx, entity, entity_id) DO NOTHING;
		RETURN NULL;
	END IF;
	-- Through jsonb: the tables differ in their columns, and plpgsql refuses a field a row does not have.
	row_json := to_jsonb(NEW);
	owner_id := (row_json ->> 'user_id')::int;
	order_ref := CASE WHEN kind = 'order' THEN NEW.id ELSE (row_json ->> 'order_id')::int END;
	what := CASE WHEN TG_OP = 'INSERT' THEN 'created' ELSE coalesce(row_json ->> 'status', 'updated') END;
	INSERT INTO live_event (entity, entity_id, change, order_id, buyer_id, buyer_dept_id)
	VALUES (kind, NEW.id, what, order_ref, owner_id, (SELECT u.dept_id FROM sys_user u WHERE u.id = owner_id))
	ON CONFLICT (tx, entity, entity_id) DO UPDATE SET change = EXCLUDED.change;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "live_event_order" AFTER INSERT OR UPDATE ON "mall_order"
	FOR EACH ROW EXECUTE FUNCTION live_event_record('order');--> statement-breakpoint
CREATE TRIGGER "live_event_payment" AFTER INSERT OR UPDATE ON "mall_payment"
	FOR EACH ROW EXECUTE FUNCTION live_event_record('payment');--> statement-breakpoint
CREATE TRIGGER "live_event_refund" AFTER INSERT OR UPDATE ON "mall_refund"
	FOR EACH ROW EXECUTE FUNCTION live_event_record('refund');--> statement-breakpoint
CREATE TRIGGER "live_event_shipment" AFTER INSERT OR UPDATE ON "mall_shipment"
	FOR EACH ROW EXECUTE FUNCTION live_event_record('shipment');--> statement-breakpoint
CREATE TRIGGER "live_event_stock" AFTER INSERT OR UPDATE ON "mall_stock_batch"
	FOR EACH ROW EXECUTE FUNCTION live_event_record('stock');--> statement-breakpoint
CREATE TRIGGER "live_event_notification" AFTER INSERT OR UPDATE OF "read_at" ON "notification"
	FOR EACH ROW EXECUTE FUNCTION live_event_record('notification');
