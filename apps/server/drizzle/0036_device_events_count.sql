ALTER TABLE "device_risk_rollups" ADD COLUMN "events_count" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Every device's events recorded so far (ingest adds each new one in its batch's transaction from now on).
INSERT INTO "device_risk_rollups" ("tenant_id", "device_id", "events_count")
SELECT "tenant_id", "device_id", count(*) FROM "file_events" GROUP BY "tenant_id", "device_id"
ON CONFLICT ("tenant_id", "device_id") DO UPDATE SET "events_count" = excluded."events_count";
