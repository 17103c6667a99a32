CREATE TABLE "application_classifier_window" (
	"tenant_id" integer NOT NULL,
	"process_id" integer NOT NULL,
	"classifier_id" integer NOT NULL,
	"entries_count" bigint DEFAULT 0 NOT NULL,
	"encrypted_entries_count" bigint DEFAULT 0 NOT NULL,
	"outgoing_entries_count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "application_classifier_window_tenant_id_process_id_classifier_id_pk" PRIMARY KEY("tenant_id","process_id","classifier_id")
);
--> statement-breakpoint
CREATE TABLE "application_device_window" (
	"tenant_id" integer NOT NULL,
	"process_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"events_count" bigint DEFAULT 0 NOT NULL,
	"incoming_files_count" bigint DEFAULT 0 NOT NULL,
	"outgoing_files_count" bigint DEFAULT 0 NOT NULL,
	"outgoing_sensitive_cost" numeric(30, 6) DEFAULT '0' NOT NULL,
	"outgoing_encrypted_sensitive_cost" numeric(30, 6) DEFAULT '0' NOT NULL,
	CONSTRAINT "application_device_window_tenant_id_process_id_device_id_pk" PRIMARY KEY("tenant_id","process_id","device_id")
);
