ALTER TABLE "user_details" ADD COLUMN "first_name" text;--> statement-breakpoint
ALTER TABLE "user_details" ADD COLUMN "last_name" text;--> statement-breakpoint
ALTER TABLE "user_details" ADD COLUMN "province" text;--> statement-breakpoint
ALTER TABLE "user_details" ADD COLUMN "payment_method" text;--> statement-breakpoint
ALTER TABLE "user_details" ADD COLUMN "payment_terms" text;