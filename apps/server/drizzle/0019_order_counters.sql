CREATE SEQUENCE "public"."order_provisional_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1 CYCLE;--> statement-breakpoint
CREATE TABLE "order_counters" (
	"bakery_id" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_counters" ADD CONSTRAINT "order_counters_bakery_id_users_id_fk" FOREIGN KEY ("bakery_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each bakery's counter starts above every order number it has used: its orders, and the orders
-- its bills name (an order can be gone since; ADR 015).
INSERT INTO "order_counters" ("bakery_id", "last_number")
SELECT "bakery_id", max("number") FROM (
	SELECT "bakery_id", "number" FROM "orders"
	UNION ALL
	SELECT b."bakery_id", CASE WHEN jsonb_typeof(o -> 'number') = 'number' THEN (o ->> 'number')::int END
	FROM "bills" b
	CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(b."snapshot" -> 'orders') = 'array' THEN b."snapshot" -> 'orders' ELSE '[]'::jsonb END) o
) used
GROUP BY "bakery_id"
HAVING max("number") IS NOT NULL;
