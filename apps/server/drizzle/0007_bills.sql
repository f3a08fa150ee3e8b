ALTER TABLE "bill_settings" ADD COLUMN "bill_number_year" integer;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "period_from" date;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "period_to" date;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "due_date" date;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "language" text DEFAULT 'de' NOT NULL;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "snapshot" jsonb;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "created_by_id" integer;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bills_bakery_date_idx" ON "bills" USING btree ("bakery_id","bill_date","id");