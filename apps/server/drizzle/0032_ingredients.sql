CREATE TABLE "ingredients" (
	"id" serial PRIMARY KEY NOT NULL,
	"bakery_id" integer NOT NULL,
	"name_de" text NOT NULL,
	"name_it" text NOT NULL,
	"name_en" text NOT NULL,
	"unit" text NOT NULL,
	"price_per_unit" numeric(12, 4),
	"role" text NOT NULL,
	"contains" jsonb DEFAULT '{"allergens":[],"cereals":[],"nuts":[]}'::jsonb NOT NULL,
	"traces" jsonb DEFAULT '{"allergens":[],"cereals":[],"nuts":[]}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ingredients_unit" CHECK ("ingredients"."unit" IN ('KG', 'L', 'PIECE')),
	CONSTRAINT "ingredients_role" CHECK ("ingredients"."role" IN ('FLOUR', 'LIQUID', 'OTHER')),
	CONSTRAINT "ingredients_price_nonneg" CHECK ("ingredients"."price_per_unit" >= 0)
);
--> statement-breakpoint
ALTER TABLE "ingredients" ADD CONSTRAINT "ingredients_bakery_id_users_id_fk" FOREIGN KEY ("bakery_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ingredients_bakery_idx" ON "ingredients" USING btree ("bakery_id");