CREATE TABLE "additional_breads" (
	"id" serial PRIMARY KEY NOT NULL,
	"bakery_id" integer NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"product_id" integer NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "additional_breads_amount_pos" CHECK ("additional_breads"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "bake_list_snapshot_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"snapshot_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"ordered_amount" integer NOT NULL,
	"additional_amount" integer NOT NULL,
	"weight_grams" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bake_list_snapshots" (
	"id" serial PRIMARY KEY NOT NULL,
	"bakery_id" integer NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"generated_at" timestamp with time zone NOT NULL,
	"generated_by_id" integer
);
--> statement-breakpoint
CREATE TABLE "delivery_dockets" (
	"id" serial PRIMARY KEY NOT NULL,
	"bakery_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"delivery_date" date NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"sequence" integer NOT NULL,
	"number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ordered_products" ADD COLUMN "packed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_docket_id" integer;--> statement-breakpoint
ALTER TABLE "additional_breads" ADD CONSTRAINT "additional_breads_bakery_id_users_id_fk" FOREIGN KEY ("bakery_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "additional_breads" ADD CONSTRAINT "additional_breads_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bake_list_snapshot_items" ADD CONSTRAINT "bake_list_snapshot_items_snapshot_id_bake_list_snapshots_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."bake_list_snapshots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bake_list_snapshot_items" ADD CONSTRAINT "bake_list_snapshot_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bake_list_snapshots" ADD CONSTRAINT "bake_list_snapshots_bakery_id_users_id_fk" FOREIGN KEY ("bakery_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bake_list_snapshots" ADD CONSTRAINT "bake_list_snapshots_generated_by_id_users_id_fk" FOREIGN KEY ("generated_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_dockets" ADD CONSTRAINT "delivery_dockets_bakery_id_users_id_fk" FOREIGN KEY ("bakery_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_dockets" ADD CONSTRAINT "delivery_dockets_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "additional_breads_uq" ON "additional_breads" USING btree ("bakery_id","deadline","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bake_list_snapshot_items_uq" ON "bake_list_snapshot_items" USING btree ("snapshot_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bake_list_snapshots_uq" ON "bake_list_snapshots" USING btree ("bakery_id","deadline");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_dockets_bakery_number_uq" ON "delivery_dockets" USING btree ("bakery_id","number");--> statement-breakpoint
CREATE INDEX "delivery_dockets_bakery_deadline_idx" ON "delivery_dockets" USING btree ("bakery_id","deadline");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_docket_id_delivery_dockets_id_fk" FOREIGN KEY ("delivery_docket_id") REFERENCES "public"."delivery_dockets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_docket_idx" ON "orders" USING btree ("delivery_docket_id");