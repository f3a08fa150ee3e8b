CREATE TABLE "catalogue_versions" (
	"bakery_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalogue_versions" ADD CONSTRAINT "catalogue_versions_bakery_id_users_id_fk" FOREIGN KEY ("bakery_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Raises a bakery's catalogue version once per transaction (ADR 022). The triggers below call it
-- deferred, at commit, after every statement of the transaction ran: the version row is locked
-- only while the transaction commits (as the order counter, ADR 015), never across its work, so
-- two catalogue transactions of a bakery cannot deadlock on it while each holds product rows.
CREATE FUNCTION "raise_catalogue_version"(bakery integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF bakery IS NULL OR current_setting('catalogue.raised_' || bakery, true) = '1' THEN RETURN; END IF;
	PERFORM set_config('catalogue.raised_' || bakery, '1', true);
	INSERT INTO "catalogue_versions" ("bakery_id", "version") VALUES (bakery, 1)
	ON CONFLICT ("bakery_id") DO UPDATE SET "version" = "catalogue_versions"."version" + 1;
END $$;
--> statement-breakpoint
CREATE FUNCTION "products_raise_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'DELETE' THEN PERFORM "raise_catalogue_version"(NEW."bakery_id"); END IF;
	IF TG_OP <> 'INSERT' THEN PERFORM "raise_catalogue_version"(OLD."bakery_id"); END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
-- Names and descriptions: the bakery the text belongs to, or (a text without one) the bakeries
-- whose products use its key.
CREATE FUNCTION "translations_raise_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	t "translations";
BEGIN
	IF TG_OP = 'DELETE' THEN t := OLD; ELSE t := NEW; END IF;
	IF t."bakery_id" IS NOT NULL THEN
		PERFORM "raise_catalogue_version"(t."bakery_id");
	ELSE
		PERFORM "raise_catalogue_version"(p."bakery_id") FROM "products" p WHERE t."key" IN (p."name_key", p."description_key");
	END IF;
	IF TG_OP = 'UPDATE' AND OLD."bakery_id" IS DISTINCT FROM NEW."bakery_id" THEN
		PERFORM "raise_catalogue_version"(OLD."bakery_id");
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
-- Price-list membership (the page's "in a price list" flag and its price-list filter).
CREATE FUNCTION "product_price_lists_raise_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'DELETE' THEN
		PERFORM "raise_catalogue_version"(p."bakery_id") FROM "products" p WHERE p."id" = NEW."product_id";
	END IF;
	IF TG_OP <> 'INSERT' THEN
		PERFORM "raise_catalogue_version"(p."bakery_id") FROM "products" p WHERE p."id" = OLD."product_id";
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
-- A thumb changed or removed: the bakeries whose products show it (a new file is shown only once a
-- product points to it, which the products trigger sees).
CREATE FUNCTION "media_raise_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "raise_catalogue_version"(p."bakery_id") FROM "products" p WHERE p."thumb_id" = OLD."id";
	RETURN NULL;
END $$;
--> statement-breakpoint
-- VAT rates and languages are the platform's: a change reaches every bakery with products.
CREATE FUNCTION "all_raise_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF current_setting('catalogue.raised_all', true) = '1' THEN RETURN NULL; END IF;
	PERFORM set_config('catalogue.raised_all', '1', true);
	PERFORM "raise_catalogue_version"(b."bakery_id") FROM (SELECT DISTINCT "bakery_id" FROM "products" ORDER BY 1) b;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "products_catalogue" AFTER INSERT OR UPDATE OR DELETE ON "products" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "products_raise_catalogue_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "translations_catalogue" AFTER INSERT OR UPDATE OR DELETE ON "translations" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "translations_raise_catalogue_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "product_price_lists_catalogue" AFTER INSERT OR UPDATE OR DELETE ON "product_price_lists" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "product_price_lists_raise_catalogue_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "media_catalogue" AFTER UPDATE OR DELETE ON "media" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "media_raise_catalogue_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "vats_catalogue" AFTER INSERT OR UPDATE OR DELETE ON "vats" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "all_raise_catalogue_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "languages_catalogue" AFTER INSERT OR UPDATE OR DELETE ON "languages" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "all_raise_catalogue_version"();
