ALTER TABLE "messages" DROP CONSTRAINT "messages_reply_to_id_messages_id_fk";
--> statement-breakpoint
ALTER TABLE "messages" ALTER COLUMN "writer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "bakery_id" integer;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "to_support" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "by_support" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "contact_name" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "support_unread" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_bakery_id_users_id_fk" FOREIGN KEY ("bakery_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_reply_to_id_messages_id_fk" FOREIGN KEY ("reply_to_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_bakery_idx" ON "messages" USING btree ("bakery_id");--> statement-breakpoint
-- Earlier messages belong to their writer's bakery (a bakery's own id for a bakery).
UPDATE "messages" m SET "bakery_id" = CASE WHEN u."is_bakery" THEN u."id" ELSE u."bakery_id" END FROM "users" u WHERE u."id" = m."writer_id";
