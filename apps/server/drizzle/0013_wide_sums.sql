-- Sums of money, entries and bytes wide enough for every file and event a tenant tree can hold at
-- the agent API's largest values (risk-columns.ts): numeric(48,6) money, numeric(48,0) entries and
-- bytes. A column's type cannot change under a generated column, so the float8 copies are dropped
-- and added again in the same statement (one rewrite per table), and the index on them rebuilt.
ALTER TABLE "tenant_risk_rollups"
  ALTER COLUMN "sensitive_entries_count" SET DATA TYPE numeric(48, 0),
  ALTER COLUMN "encrypted_sensitive_entries_count" SET DATA TYPE numeric(48, 0),
  ALTER COLUMN "non_sensitive_entries_count" SET DATA TYPE numeric(48, 0),
  ALTER COLUMN "encrypted_non_sensitive_entries_count" SET DATA TYPE numeric(48, 0),
  ALTER COLUMN "files_size_bytes" SET DATA TYPE numeric(48, 0),
  ALTER COLUMN "sensitive_cost" SET DATA TYPE numeric(48, 6),
  ALTER COLUMN "encrypted_sensitive_cost" SET DATA TYPE numeric(48, 6),
  ALTER COLUMN "non_sensitive_cost" SET DATA TYPE numeric(48, 6),
  ALTER COLUMN "encrypted_non_sensitive_cost" SET DATA TYPE numeric(48, 6);
--> statement-breakpoint
ALTER TABLE "classifier_risk_rollups"
  DROP COLUMN "sensitive_usd",
  DROP COLUMN "encrypted_sensitive_usd",
  DROP COLUMN "non_sensitive_usd",
  DROP COLUMN "encrypted_non_sensitive_usd",
  ALTER COLUMN "sensitive_entries_count" SET DATA TYPE numeric(48, 0),
  ALTER COLUMN "encrypted_sensitive_entries_count" SET DATA TYPE numeric(48, 0),
  ALTER COLUMN "non_sensitive_entries_count" SET DATA TYPE numeric(48, 0),
  ALTER COLUMN "encrypted_non_sensitive_entries_count" SET DATA TYPE numeric(48, 0),
  ALTER COLUMN "sensitive_cost" SET DATA TYPE numeric(48, 6),
  ALTER COLUMN "encrypted_sensitive_cost" SET DATA TYPE numeric(48, 6),
  ALTER COLUMN "non_sensitive_cost" SET DATA TYPE numeric(48, 6),
  ALTER COLUMN "encrypted_non_sensitive_cost" SET DATA TYPE numeric(48, 6),
  ADD COLUMN "sensitive_usd" double precision GENERATED ALWAYS AS (sensitive_cost::float8) STORED,
  ADD COLUMN "encrypted_sensitive_usd" double precision GENERATED ALWAYS AS (encrypted_sensitive_cost::float8) STORED,
  ADD COLUMN "non_sensitive_usd" double precision GENERATED ALWAYS AS (non_sensitive_cost::float8) STORED,
  ADD COLUMN "encrypted_non_sensitive_usd" double precision GENERATED ALWAYS AS (encrypted_non_sensitive_cost::float8) STORED;
--> statement-breakpoint
ALTER TABLE "device_classifier_risk_rollups"
  DROP COLUMN "sensitive_usd",
  DROP COLUMN "encrypted_sensitive_usd",
  DROP COLUMN "non_sensitive_usd",
  DROP COLUMN "encrypted_non_sensitive_usd",
  ALTER COLUMN "sensitive_entries_count" SET DATA TYPE numeric(48, 0),
  ALTER COLUMN "encrypted_sensitive_entries_count" SET DATA TYPE numeric(48, 0),
  ALTER COLUMN "non_sensitive_entries_count" SET DATA TYPE numeric(48, 0),
  ALTER COLUMN "encrypted_non_sensitive_entries_count" SET DATA TYPE numeric(48, 0),
  ALTER COLUMN "sensitive_cost" SET DATA TYPE numeric(48, 6),
  ALTER COLUMN "encrypted_sensitive_cost" SET DATA TYPE numeric(48, 6),
  ALTER COLUMN "non_sensitive_cost" SET DATA TYPE numeric(48, 6),
  ALTER COLUMN "encrypted_non_sensitive_cost" SET DATA TYPE numeric(48, 6),
  ADD COLUMN "sensitive_usd" double precision GENERATED ALWAYS AS (sensitive_cost::float8) STORED,
  ADD COLUMN "encrypted_sensitive_usd" double precision GENERATED ALWAYS AS (encrypted_sensitive_cost::float8) STORED,
  ADD COLUMN "non_sensitive_usd" double precision GENERATED ALWAYS AS (non_sensitive_cost::float8) STORED,
  ADD COLUMN "encrypted_non_sensitive_usd" double precision GENERATED ALWAYS AS (encrypted_non_sensitive_cost::float8) STORED;
--> statement-breakpoint
ALTER TABLE "device_risk_rollups"
  DROP COLUMN "sensitive_usd",
  DROP COLUMN "encrypted_sensitive_usd",
  DROP COLUMN "non_sensitive_usd",
  DROP COLUMN "encrypted_non_sensitive_usd",
  ALTER COLUMN "sensitive_entries_count" SET DATA TYPE numeric(48, 0),
  ALTER COLUMN "encrypted_sensitive_entries_count" SET DATA TYPE numeric(48, 0),
  ALTER COLUMN "non_sensitive_entries_count" SET DATA TYPE numeric(48, 0),
  ALTER COLUMN "encrypted_non_sensitive_entries_count" SET DATA TYPE numeric(48, 0),
  ALTER COLUMN "files_size_bytes" SET DATA TYPE numeric(48, 0),
  ALTER COLUMN "sensitive_cost" SET DATA TYPE numeric(48, 6),
  ALTER COLUMN "encrypted_sensitive_cost" SET DATA TYPE numeric(48, 6),
  ALTER COLUMN "non_sensitive_cost" SET DATA TYPE numeric(48, 6),
  ALTER COLUMN "encrypted_non_sensitive_cost" SET DATA TYPE numeric(48, 6),
  ADD COLUMN "sensitive_usd" double precision GENERATED ALWAYS AS (sensitive_cost::float8) STORED,
  ADD COLUMN "encrypted_sensitive_usd" double precision GENERATED ALWAYS AS (encrypted_sensitive_cost::float8) STORED,
  ADD COLUMN "non_sensitive_usd" double precision GENERATED ALWAYS AS (non_sensitive_cost::float8) STORED,
  ADD COLUMN "encrypted_non_sensitive_usd" double precision GENERATED ALWAYS AS (encrypted_non_sensitive_cost::float8) STORED;
--> statement-breakpoint
ALTER TABLE "folder_risk_rollups"
  ALTER COLUMN "sensitive_entries_count" SET DATA TYPE numeric(48, 0),
  ALTER COLUMN "encrypted_sensitive_entries_count" SET DATA TYPE numeric(48, 0),
  ALTER COLUMN "non_sensitive_entries_count" SET DATA TYPE numeric(48, 0),
  ALTER COLUMN "encrypted_non_sensitive_entries_count" SET DATA TYPE numeric(48, 0),
  ALTER COLUMN "files_size_bytes" SET DATA TYPE numeric(48, 0),
  ALTER COLUMN "sensitive_cost" SET DATA TYPE numeric(48, 6),
  ALTER COLUMN "encrypted_sensitive_cost" SET DATA TYPE numeric(48, 6),
  ALTER COLUMN "non_sensitive_cost" SET DATA TYPE numeric(48, 6),
  ALTER COLUMN "encrypted_non_sensitive_cost" SET DATA TYPE numeric(48, 6);
--> statement-breakpoint
ALTER TABLE "regulation_risk_rollups"
  ALTER COLUMN "sensitive_entries_count" SET DATA TYPE numeric(48, 0),
  ALTER COLUMN "encrypted_sensitive_entries_count" SET DATA TYPE numeric(48, 0),
  ALTER COLUMN "non_sensitive_entries_count" SET DATA TYPE numeric(48, 0),
  ALTER COLUMN "encrypted_non_sensitive_entries_count" SET DATA TYPE numeric(48, 0),
  ALTER COLUMN "sensitive_cost" SET DATA TYPE numeric(48, 6),
  ALTER COLUMN "encrypted_sensitive_cost" SET DATA TYPE numeric(48, 6),
  ALTER COLUMN "non_sensitive_cost" SET DATA TYPE numeric(48, 6),
  ALTER COLUMN "encrypted_non_sensitive_cost" SET DATA TYPE numeric(48, 6);
--> statement-breakpoint
ALTER TABLE "application_risk_daily"
  DROP COLUMN "total_usd",
  DROP COLUMN "residual_usd",
  ALTER COLUMN "incoming_sensitive_cost" SET DATA TYPE numeric(48, 6),
  ALTER COLUMN "outgoing_sensitive_cost" SET DATA TYPE numeric(48, 6),
  ALTER COLUMN "outgoing_encrypted_sensitive_cost" SET DATA TYPE numeric(48, 6),
  ADD COLUMN "total_usd" double precision GENERATED ALWAYS AS (outgoing_sensitive_cost::float8) STORED,
  ADD COLUMN "residual_usd" double precision GENERATED ALWAYS AS ((outgoing_sensitive_cost - outgoing_encrypted_sensitive_cost)::float8) STORED;
--> statement-breakpoint
ALTER TABLE "application_risk_window"
  DROP COLUMN "total_usd",
  DROP COLUMN "residual_usd",
  ALTER COLUMN "incoming_sensitive_cost" SET DATA TYPE numeric(48, 6),
  ALTER COLUMN "outgoing_sensitive_cost" SET DATA TYPE numeric(48, 6),
  ALTER COLUMN "outgoing_encrypted_sensitive_cost" SET DATA TYPE numeric(48, 6),
  ADD COLUMN "total_usd" double precision GENERATED ALWAYS AS (outgoing_sensitive_cost::float8) STORED,
  ADD COLUMN "residual_usd" double precision GENERATED ALWAYS AS ((outgoing_sensitive_cost - outgoing_encrypted_sensitive_cost)::float8) STORED;
--> statement-breakpoint
ALTER TABLE "application_device_daily"
  ALTER COLUMN "outgoing_sensitive_cost" SET DATA TYPE numeric(48, 6),
  ALTER COLUMN "outgoing_encrypted_sensitive_cost" SET DATA TYPE numeric(48, 6);
--> statement-breakpoint
ALTER TABLE "application_device_window"
  ALTER COLUMN "outgoing_sensitive_cost" SET DATA TYPE numeric(48, 6),
  ALTER COLUMN "outgoing_encrypted_sensitive_cost" SET DATA TYPE numeric(48, 6);
--> statement-breakpoint
ALTER TABLE "application_classifier_daily"
  ALTER COLUMN "entries_count" SET DATA TYPE numeric(48, 0),
  ALTER COLUMN "encrypted_entries_count" SET DATA TYPE numeric(48, 0),
  ALTER COLUMN "outgoing_entries_count" SET DATA TYPE numeric(48, 0);
--> statement-breakpoint
ALTER TABLE "application_classifier_window"
  ALTER COLUMN "entries_count" SET DATA TYPE numeric(48, 0),
  ALTER COLUMN "encrypted_entries_count" SET DATA TYPE numeric(48, 0),
  ALTER COLUMN "outgoing_entries_count" SET DATA TYPE numeric(48, 0);
--> statement-breakpoint
ALTER TABLE "tenant_risk_history"
  ALTER COLUMN "total_cost" SET DATA TYPE numeric(48, 6),
  ALTER COLUMN "reduction_cost" SET DATA TYPE numeric(48, 6);
--> statement-breakpoint
CREATE INDEX "application_risk_daily_period_idx" ON "application_risk_daily" USING btree ("tenant_id","day","process_id","is_web_app","is_llm_app","total_usd","residual_usd");
