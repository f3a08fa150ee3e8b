-- Issue 14 (finding 6): 0 % is a selectable VAT rate for products. A 0 % line needs a Natura and
-- a legal reference, which the bakery chooses in Settings → Documents; without one a bill with
-- such a line is refused (BILL_ZERO_RATE_NATURA_MISSING).
INSERT INTO "vats" ("name", "value", "active")
SELECT 'IVA 0%', 0.00, true
WHERE NOT EXISTS (SELECT 1 FROM "vats" WHERE "value" = 0.00);
