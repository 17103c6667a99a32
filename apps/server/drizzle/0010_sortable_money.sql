-- The money of the listed rollups as float8, computed on write: one rewrite per table.
ALTER TABLE "classifier_risk_rollups"
  ADD COLUMN "sensitive_usd" double precision GENERATED ALWAYS AS (sensitive_cost::float8) STORED,
  ADD COLUMN "encrypted_sensitive_usd" double precision GENERATED ALWAYS AS (encrypted_sensitive_cost::float8) STORED,
  ADD COLUMN "non_sensitive_usd" double precision GENERATED ALWAYS AS (non_sensitive_cost::float8) STORED,
  ADD COLUMN "encrypted_non_sensitive_usd" double precision GENERATED ALWAYS AS (encrypted_non_sensitive_cost::float8) STORED;
--> statement-breakpoint
ALTER TABLE "device_classifier_risk_rollups"
  ADD COLUMN "sensitive_usd" double precision GENERATED ALWAYS AS (sensitive_cost::float8) STORED,
  ADD COLUMN "encrypted_sensitive_usd" double precision GENERATED ALWAYS AS (encrypted_sensitive_cost::float8) STORED,
  ADD COLUMN "non_sensitive_usd" double precision GENERATED ALWAYS AS (non_sensitive_cost::float8) STORED,
  ADD COLUMN "encrypted_non_sensitive_usd" double precision GENERATED ALWAYS AS (encrypted_non_sensitive_cost::float8) STORED;
--> statement-breakpoint
ALTER TABLE "device_risk_rollups"
  ADD COLUMN "sensitive_usd" double precision GENERATED ALWAYS AS (sensitive_cost::float8) STORED,
  ADD COLUMN "encrypted_sensitive_usd" double precision GENERATED ALWAYS AS (encrypted_sensitive_cost::float8) STORED,
  ADD COLUMN "non_sensitive_usd" double precision GENERATED ALWAYS AS (non_sensitive_cost::float8) STORED,
  ADD COLUMN "encrypted_non_sensitive_usd" double precision GENERATED ALWAYS AS (encrypted_non_sensitive_cost::float8) STORED;
