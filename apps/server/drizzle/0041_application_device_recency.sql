CREATE TABLE "application_device_recency" (
	"tenant_id" integer NOT NULL,
	"day" date NOT NULL,
	"process_id" integer NOT NULL,
	"within" integer[] NOT NULL,
	CONSTRAINT "application_device_recency_tenant_id_day_process_id_pk" PRIMARY KEY("tenant_id","day","process_id")
);
--> statement-breakpoint
CREATE INDEX "devices_deleted_idx" ON "devices" USING btree ("tenant_id","id") WHERE "devices"."is_deleted";--> statement-breakpoint
CREATE INDEX "application_device_daily_day_idx" ON "application_device_daily" USING btree ("tenant_id","day","process_id","device_id");--> statement-breakpoint
-- The running sums are rebuilt from their first day by the application window job, with the device
-- recency rows of every day they cover; until then chosen periods read the daily rows.
DELETE FROM "application_risk_running_bounds";
