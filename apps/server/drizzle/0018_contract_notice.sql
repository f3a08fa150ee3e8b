ALTER TABLE "users" ADD COLUMN "contract_notice_on" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "contract_last_day" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "contract_blocked_from" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "contract_ended_at" timestamp with time zone;