CREATE TABLE "application_risk_window" (
	"tenant_id" integer NOT NULL,
	"process_id" integer NOT NULL,
	"events_count" bigint DEFAULT 0 NOT NULL,
	"incoming_files_count" bigint DEFAULT 0 NOT NULL,
	"outgoing_files_count" bigint DEFAULT 0 NOT NULL,
	"outgoing_sensitive_files_count" bigint DEFAULT 0 NOT NULL,
	"prevented_count" bigint DEFAULT 0 NOT NULL,
	"incoming_sensitive_cost" numeric(30, 6) DEFAULT '0' NOT NULL,
	"outgoing_sensitive_cost" numeric(30, 6) DEFAULT '0' NOT NULL,
	"outgoing_encrypted_sensitive_cost" numeric(30, 6) DEFAULT '0' NOT NULL,
	CONSTRAINT "application_risk_window_tenant_id_process_id_pk" PRIMARY KEY("tenant_id","process_id")
);
--> statement-breakpoint
CREATE TABLE "application_risk_window_bounds" (
	"tenant_id" integer PRIMARY KEY NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL
);
