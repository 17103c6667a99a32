ALTER TABLE "tenants" ADD COLUMN "risk_type" text DEFAULT 'RISK_ASSESSMENT' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "business_size" text DEFAULT 'SIZE_1_21' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "street_address" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "apartment" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "zip_code" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "alert_rule" text DEFAULT 'NONE' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "scanner_delay_minute" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "scan_cloud_devices_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "scan_new_cloud_devices" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "hide_deployment_steps" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "discovery_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "statistic_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "encryption_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "server_discovery_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "server_statistic_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "icon_shell_extension_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "menu_shell_extension_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "browser_extension_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "vigil_agent_icon_on" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "laptops_settings_group_id" integer;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "servers_settings_group_id" integer;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "can_sign_up_new_partners" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "license_count_exceeded_message" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "hubspot_id" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "hubspot_synchronization_timestamp" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "onboarding" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "onboarding_user_id" integer;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "is_vigil_agent_icon_on" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "icon_shell_extension_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "menu_shell_extension_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "browser_extension_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "tenants_partner_key_uq" ON "tenants" USING btree ("partner_key");