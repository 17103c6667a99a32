CREATE TABLE "alert_evaluation_marks" (
	"tenant_id" integer PRIMARY KEY NOT NULL,
	"last_event_id" bigint NOT NULL,
	"evaluated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_settings" (
	"tenant_id" integer NOT NULL,
	"id" serial NOT NULL,
	"name" text NOT NULL,
	"warning_type_id" smallint NOT NULL,
	"parameters" jsonb NOT NULL,
	"user_id" integer,
	"user_email" text NOT NULL,
	"email_for_notification" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_settings_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "alerts" (
	"tenant_id" integer NOT NULL,
	"id" bigserial NOT NULL,
	"alert_setting_id" integer NOT NULL,
	"alert_setting_name" text NOT NULL,
	"type_id" smallint NOT NULL,
	"day" date NOT NULL,
	"data" jsonb NOT NULL,
	"delivery" text NOT NULL,
	"recipient" text NOT NULL,
	"mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alerts_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "alert_evaluation_marks" ADD CONSTRAINT "alert_evaluation_marks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_settings" ADD CONSTRAINT "alert_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_settings_id_uq" ON "alert_settings" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_setting_day_uq" ON "alerts" USING btree ("tenant_id","alert_setting_id","day");--> statement-breakpoint
CREATE INDEX "alerts_unmailed_idx" ON "alerts" USING btree ("delivery","mailed_at");