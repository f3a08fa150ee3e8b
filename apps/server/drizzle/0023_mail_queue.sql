ALTER TABLE "mail_outbox" ADD COLUMN "state" text DEFAULT 'KEPT' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- mails from before the queue: sent or refused on their one SMTP attempt, else kept in the outbox
UPDATE "mail_outbox" SET
  "state" = CASE WHEN "error" IS NOT NULL THEN 'FAILED' WHEN "sent_at" IS NOT NULL THEN 'SENT' ELSE 'KEPT' END,
  "attempts" = CASE WHEN "error" IS NOT NULL OR "sent_at" IS NOT NULL THEN 1 ELSE 0 END;
