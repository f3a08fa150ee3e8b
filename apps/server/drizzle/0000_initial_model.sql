CREATE TABLE "auth_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"code_hash" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"id" integer PRIMARY KEY NOT NULL,
	"short" text NOT NULL,
	CONSTRAINT "languages_short_unique" UNIQUE("short")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	CONSTRAINT "roles_type_unique" UNIQUE("type")
);
--> statement-breakpoint
CREATE TABLE "user_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"company_name" text,
	"full_name" text,
	"street" text,
	"house_number" text,
	"postal_code" text,
	"city" text,
	"country" text DEFAULT 'IT' NOT NULL,
	"partita_iva" text,
	"tax_number" text,
	"recipient_code" text,
	"pec" text,
	"extra" text,
	"deadline" time,
	"tel" text,
	CONSTRAINT "user_details_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text,
	"password_hash" text NOT NULL,
	"confirmed" boolean DEFAULT false NOT NULL,
	"blocked" boolean DEFAULT false NOT NULL,
	"awaiting_acceptance" boolean DEFAULT false NOT NULL,
	"language" text DEFAULT 'de' NOT NULL,
	"is_host" boolean DEFAULT false NOT NULL,
	"is_bakery" boolean DEFAULT false NOT NULL,
	"check_orders" boolean DEFAULT false NOT NULL,
	"auto_accept_orders" boolean DEFAULT false NOT NULL,
	"accepts_guest_orders" boolean DEFAULT false NOT NULL,
	"host_id" integer,
	"bakery_id" integer,
	"discount_id" integer,
	"profile_picture_id" integer,
	"plan_id" integer,
	"delivery_zone_id" integer,
	"price_list_id" integer,
	"ignore_deadline" boolean DEFAULT false NOT NULL,
	"create_bills" boolean DEFAULT false NOT NULL,
	"delivers_saturday" boolean DEFAULT false NOT NULL,
	"delivers_sunday" boolean DEFAULT false NOT NULL,
	"delivery_cost" numeric(12, 2) DEFAULT '0' NOT NULL,
	"delivery_cost_min" numeric(12, 2) DEFAULT '0' NOT NULL,
	"no_delivery_cost" boolean DEFAULT false NOT NULL,
	"takeaway" boolean DEFAULT false NOT NULL,
	"active_from" date DEFAULT '2021-01-01' NOT NULL,
	"active_to" date DEFAULT '9999-01-01' NOT NULL,
	"role_id" integer DEFAULT 1 NOT NULL,
	"time_zone" text,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"cancelled_at" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"range" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bakery_id" integer
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"sent_at" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"alternative_text" text,
	"caption" text,
	"formats" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"provider" text DEFAULT 'local' NOT NULL,
	"owner_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_recipients" (
	"message_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"message" text NOT NULL,
	"writer_id" integer NOT NULL,
	"reply_to_id" integer,
	"state" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cost_per_month" numeric(12, 2) NOT NULL,
	"thumb_id" integer,
	"user_restriction" integer,
	CONSTRAINT "plans_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "basket_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"base_product_id" integer NOT NULL,
	"amount" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "host_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"host_id" integer NOT NULL,
	"base_product_id" integer NOT NULL,
	"display_price" numeric(12, 2) DEFAULT '-1' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"bakery_id" integer NOT NULL,
	"visible_for" jsonb DEFAULT '["host","private"]'::jsonb NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_price_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"price_list_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"gram_price" numeric(14, 6) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"bakery_id" integer NOT NULL,
	"host_id" integer,
	"name_key" text NOT NULL,
	"description_key" text NOT NULL,
	"vat_id" integer,
	"gram_price" numeric(14, 6) NOT NULL,
	"approx_weight" integer DEFAULT 0 NOT NULL,
	"have_to_weight" boolean DEFAULT false NOT NULL,
	"thumb_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"easyback_kodex" text,
	"display_order" integer DEFAULT 0 NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"available_days" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_gram_price_nonneg" CHECK ("products"."gram_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"language_id" integer NOT NULL,
	"identifier" text NOT NULL,
	"translation" text NOT NULL,
	"bakery_id" integer,
	CONSTRAINT "translations_identifier_unique" UNIQUE("identifier")
);
--> statement-breakpoint
CREATE TABLE "vats" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"value" numeric(5, 2) NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "abo_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"abo_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"amount" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "abos" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"interval" integer DEFAULT 1 NOT NULL,
	"last_order" date,
	"prev_order" date,
	"paused_until" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"bakery_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "holidays" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"from" date NOT NULL,
	"to" date NOT NULL,
	"bakery_id" integer NOT NULL,
	CONSTRAINT "holidays_range" CHECK ("holidays"."to" >= "holidays"."from")
);
--> statement-breakpoint
CREATE TABLE "ordered_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"base_product_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"ordered_by_id" integer,
	"current_vat" numeric(5, 2) NOT NULL,
	"current_gram_price" numeric(14, 6) NOT NULL,
	"current_approx_weight" integer NOT NULL,
	"current_display_price" numeric(12, 2) DEFAULT '-1' NOT NULL,
	"measured_weight" integer DEFAULT -1 NOT NULL,
	"missing" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ordered_products_amount_pos" CHECK ("ordered_products"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" integer NOT NULL,
	"public_id" text NOT NULL,
	"bakery_id" integer NOT NULL,
	"host_id" integer NOT NULL,
	"date" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"delivery_date" date NOT NULL,
	"accepted" boolean DEFAULT false NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"message" text,
	"final_price" numeric(12, 2) DEFAULT '0' NOT NULL,
	"last_modified" timestamp with time zone DEFAULT now() NOT NULL,
	"bill_id" integer,
	"takeaway" boolean DEFAULT false NOT NULL,
	"delivery_zone_id" integer,
	"abo_id" integer,
	CONSTRAINT "orders_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "bill_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"bakery_id" integer NOT NULL,
	"e_bill_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"pdf_header" text,
	"pdf_footer" text,
	"pdf_logo_id" integer,
	"bill_number_format" text DEFAULT '%n/%Y' NOT NULL,
	"current_bill_number" integer DEFAULT 0 NOT NULL,
	"dd_number_format" text DEFAULT 'DDT %n/%Y' NOT NULL,
	"current_dd_number" integer DEFAULT 0 NOT NULL,
	"prefix" text,
	"suffix" text,
	CONSTRAINT "bill_settings_bakery_id_unique" UNIQUE("bakery_id")
);
--> statement-breakpoint
CREATE TABLE "bills" (
	"id" serial PRIMARY KEY NOT NULL,
	"bill_number" text NOT NULL,
	"bill_date" date NOT NULL,
	"bakery_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"sent" boolean DEFAULT false NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"amount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"pdf_id" integer,
	"xml" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "printer_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"bakery_id" integer NOT NULL,
	"label_width_mm" integer DEFAULT 62 NOT NULL,
	"label_height_mm" integer,
	"price_on_label" boolean DEFAULT true NOT NULL,
	CONSTRAINT "printer_settings_bakery_id_unique" UNIQUE("bakery_id")
);
--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_details" ADD CONSTRAINT "user_details_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_bakery_id_users_id_fk" FOREIGN KEY ("bakery_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_discount_id_discounts_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_profile_picture_id_media_id_fk" FOREIGN KEY ("profile_picture_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_delivery_zone_id_delivery_zones_id_fk" FOREIGN KEY ("delivery_zone_id") REFERENCES "public"."delivery_zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discounts" ADD CONSTRAINT "discounts_bakery_id_users_id_fk" FOREIGN KEY ("bakery_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_recipients" ADD CONSTRAINT "message_recipients_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_recipients" ADD CONSTRAINT "message_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_writer_id_users_id_fk" FOREIGN KEY ("writer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_reply_to_id_messages_id_fk" FOREIGN KEY ("reply_to_id") REFERENCES "public"."messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_thumb_id_media_id_fk" FOREIGN KEY ("thumb_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_products" ADD CONSTRAINT "basket_products_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_products" ADD CONSTRAINT "basket_products_base_product_id_products_id_fk" FOREIGN KEY ("base_product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_products" ADD CONSTRAINT "host_products_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_products" ADD CONSTRAINT "host_products_base_product_id_products_id_fk" FOREIGN KEY ("base_product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_lists" ADD CONSTRAINT "price_lists_bakery_id_users_id_fk" FOREIGN KEY ("bakery_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_price_lists" ADD CONSTRAINT "product_price_lists_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_price_lists" ADD CONSTRAINT "product_price_lists_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_bakery_id_users_id_fk" FOREIGN KEY ("bakery_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_vat_id_vats_id_fk" FOREIGN KEY ("vat_id") REFERENCES "public"."vats"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_thumb_id_media_id_fk" FOREIGN KEY ("thumb_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translations" ADD CONSTRAINT "translations_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translations" ADD CONSTRAINT "translations_bakery_id_users_id_fk" FOREIGN KEY ("bakery_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abo_products" ADD CONSTRAINT "abo_products_abo_id_abos_id_fk" FOREIGN KEY ("abo_id") REFERENCES "public"."abos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abo_products" ADD CONSTRAINT "abo_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abos" ADD CONSTRAINT "abos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_zones" ADD CONSTRAINT "delivery_zones_bakery_id_users_id_fk" FOREIGN KEY ("bakery_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holidays" ADD CONSTRAINT "holidays_bakery_id_users_id_fk" FOREIGN KEY ("bakery_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordered_products" ADD CONSTRAINT "ordered_products_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordered_products" ADD CONSTRAINT "ordered_products_base_product_id_products_id_fk" FOREIGN KEY ("base_product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordered_products" ADD CONSTRAINT "ordered_products_ordered_by_id_users_id_fk" FOREIGN KEY ("ordered_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_bakery_id_users_id_fk" FOREIGN KEY ("bakery_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_zone_id_delivery_zones_id_fk" FOREIGN KEY ("delivery_zone_id") REFERENCES "public"."delivery_zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_abo_id_abos_id_fk" FOREIGN KEY ("abo_id") REFERENCES "public"."abos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_settings" ADD CONSTRAINT "bill_settings_bakery_id_users_id_fk" FOREIGN KEY ("bakery_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_settings" ADD CONSTRAINT "bill_settings_pdf_logo_id_media_id_fk" FOREIGN KEY ("pdf_logo_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_bakery_id_users_id_fk" FOREIGN KEY ("bakery_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_pdf_id_media_id_fk" FOREIGN KEY ("pdf_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "printer_settings" ADD CONSTRAINT "printer_settings_bakery_id_users_id_fk" FOREIGN KEY ("bakery_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_tokens_user_idx" ON "auth_tokens" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_uq" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_uq" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_host_idx" ON "users" USING btree ("host_id");--> statement-breakpoint
CREATE INDEX "users_bakery_idx" ON "users" USING btree ("bakery_id");--> statement-breakpoint
CREATE INDEX "users_zone_idx" ON "users" USING btree ("delivery_zone_id");--> statement-breakpoint
CREATE INDEX "message_recipients_user_idx" ON "message_recipients" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "message_recipients_msg_idx" ON "message_recipients" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "messages_reply_idx" ON "messages" USING btree ("reply_to_id");--> statement-breakpoint
CREATE INDEX "messages_writer_idx" ON "messages" USING btree ("writer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "basket_products_uq" ON "basket_products" USING btree ("user_id","base_product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "host_products_uq" ON "host_products" USING btree ("host_id","base_product_id");--> statement-breakpoint
CREATE INDEX "host_products_product_idx" ON "host_products" USING btree ("base_product_id");--> statement-breakpoint
CREATE INDEX "price_lists_bakery_idx" ON "price_lists" USING btree ("bakery_id");--> statement-breakpoint
CREATE UNIQUE INDEX "price_lists_one_default_uq" ON "price_lists" USING btree ("bakery_id") WHERE "price_lists"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "product_price_lists_uq" ON "product_price_lists" USING btree ("price_list_id","product_id");--> statement-breakpoint
CREATE INDEX "product_price_lists_product_idx" ON "product_price_lists" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "products_bakery_list_idx" ON "products" USING btree ("bakery_id","deleted","active","display_order");--> statement-breakpoint
CREATE INDEX "products_kodex_idx" ON "products" USING btree ("bakery_id","easyback_kodex");--> statement-breakpoint
CREATE INDEX "translations_key_idx" ON "translations" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "abo_products_uq" ON "abo_products" USING btree ("abo_id","product_id");--> statement-breakpoint
CREATE INDEX "abos_user_idx" ON "abos" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "delivery_zones_bakery_idx" ON "delivery_zones" USING btree ("bakery_id");--> statement-breakpoint
CREATE INDEX "holidays_bakery_idx" ON "holidays" USING btree ("bakery_id","from");--> statement-breakpoint
CREATE INDEX "ordered_products_order_idx" ON "ordered_products" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "ordered_products_product_idx" ON "ordered_products" USING btree ("base_product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_bakery_number_uq" ON "orders" USING btree ("bakery_id","number");--> statement-breakpoint
CREATE INDEX "orders_bakery_deadline_idx" ON "orders" USING btree ("bakery_id","deadline");--> statement-breakpoint
CREATE INDEX "orders_host_delivery_idx" ON "orders" USING btree ("host_id","delivery_date");--> statement-breakpoint
CREATE INDEX "orders_bill_idx" ON "orders" USING btree ("bill_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bills_bakery_number_uq" ON "bills" USING btree ("bakery_id","bill_number");--> statement-breakpoint
CREATE INDEX "bills_client_idx" ON "bills" USING btree ("client_id");