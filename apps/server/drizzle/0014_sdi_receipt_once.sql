-- receipts recorded twice before (the same kind about the same file of a bill): keep the first
DELETE FROM "bill_sdi_notifications" n USING "bill_sdi_notifications" m
WHERE n."bill_id" = m."bill_id" AND n."kind" = m."kind" AND n."file_name" = m."file_name" AND n."id" > m."id"
  AND n."kind" in ('RC', 'NS', 'MC', 'NE', 'DT', 'AT');
--> statement-breakpoint
CREATE UNIQUE INDEX "bill_sdi_notifications_receipt_uq" ON "bill_sdi_notifications" USING btree ("bill_id","kind","file_name") WHERE "bill_sdi_notifications"."kind" in ('RC', 'NS', 'MC', 'NE', 'DT', 'AT');
