CREATE TABLE "device_settings_groups" (
	"tenant_id" integer NOT NULL,
	"id" serial NOT NULL,
	"name" text NOT NULL,
	"discovery_enabled" boolean DEFAULT true NOT NULL,
	"statistic_enabled" boolean DEFAULT true NOT NULL,
	"encryption_enabled" boolean DEFAULT false NOT NULL,
	"vigil_agent_icon_on" boolean DEFAULT true NOT NULL,
	"icon_shell_extension_enabled" boolean DEFAULT false NOT NULL,
	"menu_shell_extension_enabled" boolean DEFAULT false NOT NULL,
	"browser_extension_enabled" boolean DEFAULT false NOT NULL,
	"scanner_delay_minute" integer DEFAULT 0 NOT NULL,
	"encryption_delay_days_min" integer DEFAULT 0 NOT NULL,
	"encryption_delay_days_max" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "device_settings_groups_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "settings_group_id" integer;--> statement-breakpoint
ALTER TABLE "device_settings_groups" ADD CONSTRAINT "device_settings_groups_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "devices_settings_group_idx" ON "devices" USING btree ("tenant_id","settings_group_id");