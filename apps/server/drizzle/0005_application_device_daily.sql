CREATE TABLE "application_device_daily" (
	"tenant_id" integer NOT NULL,
	"process_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"day" date NOT NULL,
	"events_count" bigint DEFAULT 0 NOT NULL,
	"incoming_files_count" bigint DEFAULT 0 NOT NULL,
	"outgoing_files_count" bigint DEFAULT 0 NOT NULL,
	"outgoing_sensitive_cost" numeric(30, 6) DEFAULT '0' NOT NULL,
	"outgoing_encrypted_sensitive_cost" numeric(30, 6) DEFAULT '0' NOT NULL,
	CONSTRAINT "application_device_daily_tenant_id_process_id_device_id_day_pk" PRIMARY KEY("tenant_id","process_id","device_id","day")
);
--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "alert_rule" text DEFAULT 'NONE' NOT NULL;--> statement-breakpoint
CREATE INDEX "application_device_daily_device_idx" ON "application_device_daily" USING btree ("tenant_id","device_id","day");--> statement-breakpoint
-- Existing events, as recomputeRollups counts them; ingest keeps the table from here on.
INSERT INTO "application_device_daily" ("tenant_id", "process_id", "device_id", "day", "events_count",
	"incoming_files_count", "outgoing_files_count", "outgoing_sensitive_cost", "outgoing_encrypted_sensitive_cost")
SELECT "tenant_id", "process_id", "device_id", ("at" AT TIME ZONE 'UTC')::date, count(*),
	count(*) FILTER (WHERE NOT "is_outgoing" AND NOT "is_prevented"),
	count(*) FILTER (WHERE "is_outgoing" AND NOT "is_prevented"),
	coalesce(sum("sensitive_cost") FILTER (WHERE "is_outgoing" AND NOT "is_prevented"), 0),
	coalesce(sum("sensitive_cost") FILTER (WHERE "is_outgoing" AND NOT "is_prevented" AND "is_encrypted"), 0)
FROM "file_events"
GROUP BY 1, 2, 3, 4;
