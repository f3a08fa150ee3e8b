CREATE TABLE "bill_run_clients" (
	"run_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"client_name" text NOT NULL,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"code" text,
	"finished_at" timestamp with time zone,
	CONSTRAINT "bill_run_clients_run_id_client_id_pk" PRIMARY KEY("run_id","client_id")
);
--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "bill_run_id" integer;--> statement-breakpoint
ALTER TABLE "bill_run_clients" ADD CONSTRAINT "bill_run_clients_run_id_bill_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."bill_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_run_clients" ADD CONSTRAINT "bill_run_clients_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_bill_run_id_bill_runs_id_fk" FOREIGN KEY ("bill_run_id") REFERENCES "public"."bill_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- runs of the in-process runner still marked RUNNING have no jobs on the queue: nobody will finish them
UPDATE "bill_runs" SET "state" = 'INTERRUPTED', "finished_at" = now() WHERE "state" = 'RUNNING';
