-- Reference data every installation needs (SPEC §3, §6, §9). Later changes go in new migrations.
INSERT INTO "roles" ("id", "name", "type") VALUES
  (1, 'Authenticated', 'authenticated'),
  (2, 'Public', 'public'),
  (3, 'Platform admin', 'admin');
--> statement-breakpoint
INSERT INTO "languages" ("id", "short") VALUES (1, 'de'), (2, 'it'), (3, 'en');
--> statement-breakpoint
INSERT INTO "vats" ("name", "value", "active") VALUES
  ('IVA 4%', 4.00, true),
  ('IVA 5%', 5.00, true),
  ('IVA 10%', 10.00, true),
  ('IVA 22%', 22.00, true);
--> statement-breakpoint
INSERT INTO "plans" ("key", "name", "description", "cost_per_month", "user_restriction") VALUES
  ('bakery', 'Bakery', 'Per active buyer account (at least one order in the month); hosts and end users use the platform free of charge.', 3.00, NULL),
  ('host', 'Host', 'Hotels, cafés and other business clients of a bakery: free of charge.', 0.00, NULL),
  ('private', 'Private', 'Private customers and guests: free of charge.', 0.00, NULL);
