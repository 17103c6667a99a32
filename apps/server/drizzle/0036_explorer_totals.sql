ALTER TABLE "device_risk_rollups" ADD COLUMN "events_count" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Every device's events recorded so far (ingest adds each new one in its batch's transaction from now on).
INSERT INTO "device_risk_rollups" ("tenant_id", "device_id", "events_count")
SELECT "tenant_id", "device_id", count(*) FROM "file_events" GROUP BY "tenant_id", "device_id"
ON CONFLICT ("tenant_id", "device_id") DO UPDATE SET "events_count" = excluded."events_count";
--> statement-breakpoint
-- A classifier is one tenant's: without this the planner multiplied the two columns' selectivities,
-- took a classifier's 9 000 findings for 400 and drove a drill-down's page from them (sorting every
-- one) instead of reading the files in their order's index and stopping at the page's end.
CREATE STATISTICS IF NOT EXISTS "file_findings_tenant_classifier_stx" (dependencies) ON "tenant_id", "classifier_id" FROM "file_findings";--> statement-breakpoint
ANALYZE "file_findings";
