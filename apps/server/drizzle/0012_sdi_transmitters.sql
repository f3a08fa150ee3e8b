CREATE TABLE "einvoice_transmitters" (
	"transmitter_id" text PRIMARY KEY NOT NULL,
	"last_progressive" integer NOT NULL
);
--> statement-breakpoint
-- Each transmitter continues above every progressive any bakery sending through it has used
-- (the bakery's old counter covers the files of bills sent again under a new name).
INSERT INTO "einvoice_transmitters" ("transmitter_id", "last_progressive")
SELECT substring(b."e_invoice_file" from '^(.+)_[0-9A-Z]{5}\.xml$'), greatest(max(b."e_invoice_progressive"), max(s."current_progressive"))
FROM "bills" b JOIN "bill_settings" s ON s."bakery_id" = b."bakery_id"
WHERE b."e_invoice_file" ~ '^.+_[0-9A-Z]{5}\.xml$'
GROUP BY 1;
--> statement-breakpoint
ALTER TABLE "bill_settings" DROP COLUMN "current_progressive";
--> statement-breakpoint
-- NE was one state for a public client's acceptance (EC01) and refusal (EC02): split by the stored outcome
UPDATE "bills" b SET "sdi_state" = CASE WHEN EXISTS (
  SELECT 1 FROM "bill_sdi_notifications" n WHERE n."bill_id" = b."id" AND n."kind" = 'NE' AND n."raw" ~ 'Esito>\s*EC02\s*<'
) THEN 'REFUSED' ELSE 'ACCEPTED' END
WHERE b."sdi_state" = 'OUTCOME';
