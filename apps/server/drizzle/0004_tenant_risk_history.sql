CREATE TABLE "tenant_risk_history" (
	"tenant_id" integer NOT NULL,
	"day" date NOT NULL,
	"total_cost" numeric(30, 6) DEFAULT '0' NOT NULL,
	"reduction_cost" numeric(30, 6) DEFAULT '0' NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenant_risk_history_tenant_id_day_pk" PRIMARY KEY("tenant_id","day")
);
