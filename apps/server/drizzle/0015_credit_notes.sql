CREATE TABLE "document_number_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"bakery_id" integer NOT NULL,
	"series" text NOT NULL,
	"from_number" integer NOT NULL,
	"to_number" integer NOT NULL,
	"reason" text NOT NULL,
	"changed_by_id" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bill_settings" ADD COLUMN "credit_note_number_format" text DEFAULT 'NC %n/%Y' NOT NULL;--> statement-breakpoint
ALTER TABLE "bill_settings" ADD COLUMN "current_credit_note_number" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bill_settings" ADD COLUMN "credit_note_number_year" integer;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "credit_of_bill_id" integer;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "credit_reason" text;--> statement-breakpoint
ALTER TABLE "document_number_changes" ADD CONSTRAINT "document_number_changes_bakery_id_users_id_fk" FOREIGN KEY ("bakery_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_number_changes" ADD CONSTRAINT "document_number_changes_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_number_changes_bakery_idx" ON "document_number_changes" USING btree ("bakery_id","id");--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_credit_of_bill_id_bills_id_fk" FOREIGN KEY ("credit_of_bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bills_credit_of_idx" ON "bills" USING btree ("credit_of_bill_id");