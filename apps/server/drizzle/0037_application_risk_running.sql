CREATE TABLE "application_risk_running" (
	"tenant_id" integer NOT NULL,
	"day" date NOT NULL,
	"process_id" integer NOT NULL,
	"since" date NOT NULL,
	"last_active_day" date NOT NULL,
	"events_count" bigint DEFAULT 0 NOT NULL,
	"incoming_files_count" bigint DEFAULT 0 NOT NULL,
	"outgoing_files_count" bigint DEFAULT 0 NOT NULL,
	"outgoing_sensitive_files_count" bigint DEFAULT 0 NOT NULL,
	"prevented_count" bigint DEFAULT 0 NOT NULL,
	"incoming_sensitive_cost" numeric(48, 6) DEFAULT '0' NOT NULL,
	"outgoing_sensitive_cost" numeric(48, 6) DEFAULT '0' NOT NULL,
	"outgoing_encrypted_sensitive_cost" numeric(48, 6) DEFAULT '0' NOT NULL,
	"is_web_app" boolean DEFAULT false NOT NULL,
	"is_llm_app" boolean DEFAULT false NOT NULL,
	"total_usd" double precision GENERATED ALWAYS AS (outgoing_sensitive_cost::float8) STORED,
	"residual_usd" double precision GENERATED ALWAYS AS ((outgoing_sensitive_cost - outgoing_encrypted_sensitive_cost)::float8) STORED,
	CONSTRAINT "application_risk_running_tenant_id_day_process_id_pk" PRIMARY KEY("tenant_id","day","process_id")
);
--> statement-breakpoint
CREATE TABLE "application_risk_running_bounds" (
	"tenant_id" integer PRIMARY KEY NOT NULL,
	"last_day" date NOT NULL
);
--> statement-breakpoint
CREATE INDEX "application_risk_running_period_idx" ON "application_risk_running" USING btree ("tenant_id","day","is_web_app","is_llm_app","process_id","since","events_count","total_usd","residual_usd");