CREATE TABLE "bill_sdi_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"bill_id" integer NOT NULL,
	"kind" text NOT NULL,
	"file_name" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"message" text,
	"raw" text
);
--> statement-breakpoint
ALTER TABLE "bill_settings" ADD COLUMN "current_progressive" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "e_invoice_progressive" integer;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "e_invoice_file" text;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "sdi_state" text;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "sdi_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bill_sdi_notifications" ADD CONSTRAINT "bill_sdi_notifications_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bill_sdi_notifications_bill_idx" ON "bill_sdi_notifications" USING btree ("bill_id","id");