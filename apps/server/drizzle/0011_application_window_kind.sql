-- Each window row carries its application's kind and its money as float8, so a page filters and
-- sorts the window without joining every application to its process.
ALTER TABLE "application_risk_window"
  ADD COLUMN "is_web_app" boolean DEFAULT false NOT NULL,
  ADD COLUMN "is_llm_app" boolean DEFAULT false NOT NULL,
  ADD COLUMN "total_usd" double precision GENERATED ALWAYS AS (outgoing_sensitive_cost::float8) STORED,
  ADD COLUMN "residual_usd" double precision GENERATED ALWAYS AS ((outgoing_sensitive_cost - outgoing_encrypted_sensitive_cost)::float8) STORED;
--> statement-breakpoint
UPDATE "application_risk_window" w SET "is_web_app" = p."is_web_app", "is_llm_app" = p."is_llm_app"
FROM "processes" p WHERE p."tenant_id" = w."tenant_id" AND p."id" = w."process_id";
--> statement-breakpoint
-- A process's kind never changes: a row takes it once, when it is inserted (a batch's first event of
-- the application in the window, or a rebuild).
CREATE FUNCTION application_window_kind() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  web boolean;
  llm boolean;
BEGIN
  SELECT p.is_web_app, p.is_llm_app INTO web, llm
    FROM processes p WHERE p.tenant_id = NEW.tenant_id AND p.id = NEW.process_id;
  NEW.is_web_app := coalesce(web, false);
  NEW.is_llm_app := coalesce(llm, false);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER application_risk_window_kind BEFORE INSERT ON "application_risk_window"
  FOR EACH ROW EXECUTE FUNCTION application_window_kind();
