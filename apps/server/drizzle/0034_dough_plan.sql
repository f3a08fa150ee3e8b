CREATE TABLE "bakehouse_settings" (
	"bakery_id" integer PRIMARY KEY NOT NULL,
	"mixer_capacity_grams" integer DEFAULT 60000 NOT NULL,
	"mix_split" text DEFAULT 'EQUAL' NOT NULL,
	"scrap_bp" integer DEFAULT 100 NOT NULL,
	CONSTRAINT "bakehouse_settings_capacity" CHECK ("bakehouse_settings"."mixer_capacity_grams" BETWEEN 1000 AND 1000000),
	CONSTRAINT "bakehouse_settings_split" CHECK ("bakehouse_settings"."mix_split" IN ('EQUAL', 'FULL')),
	CONSTRAINT "bakehouse_settings_scrap" CHECK ("bakehouse_settings"."scrap_bp" BETWEEN 0 AND 2000)
);
--> statement-breakpoint
CREATE TABLE "product_recipes" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"bakery_id" integer NOT NULL,
	"recipe_id" integer,
	"dough_grams" integer DEFAULT 0 NOT NULL,
	"bake_loss_bp" integer DEFAULT 0 NOT NULL,
	"toppings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "product_recipes_dough" CHECK ("product_recipes"."dough_grams" BETWEEN 0 AND 100000),
	CONSTRAINT "product_recipes_loss" CHECK ("product_recipes"."bake_loss_bp" BETWEEN 0 AND 9000)
);
--> statement-breakpoint
ALTER TABLE "bakehouse_settings" ADD CONSTRAINT "bakehouse_settings_bakery_id_users_id_fk" FOREIGN KEY ("bakery_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_recipes" ADD CONSTRAINT "product_recipes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_recipes" ADD CONSTRAINT "product_recipes_bakery_id_users_id_fk" FOREIGN KEY ("bakery_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_recipes" ADD CONSTRAINT "product_recipes_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_recipes_bakery_idx" ON "product_recipes" USING btree ("bakery_id");--> statement-breakpoint
CREATE INDEX "product_recipes_recipe_idx" ON "product_recipes" USING btree ("recipe_id");