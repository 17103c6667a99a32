-- Each daily row carries its application's kind and its money as float8, like the window rows
-- (0011), and a chosen period reads them from one index: an index-only scan per customer's days.
DROP INDEX "application_risk_daily_day_idx";--> statement-breakpoint
ALTER TABLE "application_risk_daily"
  ADD COLUMN "is_web_app" boolean DEFAULT false NOT NULL,
  ADD COLUMN "is_llm_app" boolean DEFAULT false NOT NULL,
  ADD COLUMN "total_usd" double precision GENERATED ALWAYS AS (outgoing_sensitive_cost::float8) STORED,
  ADD COLUMN "residual_usd" double precision GENERATED ALWAYS AS ((outgoing_sensitive_cost - outgoing_encrypted_sensitive_cost)::float8) STORED;--> statement-breakpoint
UPDATE "application_risk_daily" r SET "is_web_app" = p."is_web_app", "is_llm_app" = p."is_llm_app"
FROM "processes" p WHERE p."tenant_id" = r."tenant_id" AND p."id" = r."process_id";--> statement-breakpoint
CREATE TRIGGER application_risk_daily_kind BEFORE INSERT ON "application_risk_daily"
  FOR EACH ROW EXECUTE FUNCTION application_window_kind();--> statement-breakpoint
CREATE INDEX "application_risk_daily_period_idx" ON "application_risk_daily" USING btree ("tenant_id","day","process_id","is_web_app","is_llm_app","total_usd","residual_usd");
