ALTER TABLE "bill_run_clients" ADD COLUMN "dates" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bill_run_clients" ADD COLUMN "next_date" date;--> statement-breakpoint
ALTER TABLE "bill_run_clients" ADD COLUMN "bills" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bill_runs" ADD COLUMN "wave_date" date;