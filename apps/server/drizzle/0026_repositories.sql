CREATE TABLE "cloud_devices" (
	"tenant_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"auth_service" text NOT NULL,
	"system_type" text NOT NULL,
	"scan" boolean NOT NULL,
	"cloud_device_id" text,
	"location" text NOT NULL,
	"read_only" boolean DEFAULT false NOT NULL,
	"decrypt" boolean DEFAULT false NOT NULL,
	"settings_group_id" integer,
	"cloud_device_settings" jsonb,
	"last_full_scan" timestamp with time zone,
	CONSTRAINT "cloud_devices_tenant_id_device_id_pk" PRIMARY KEY("tenant_id","device_id")
);
--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "kind" text DEFAULT 'ENDPOINT' NOT NULL;--> statement-breakpoint
ALTER TABLE "cloud_devices" ADD CONSTRAINT "cloud_devices_tenant_id_device_id_devices_tenant_id_id_fk" FOREIGN KEY ("tenant_id","device_id") REFERENCES "public"."devices"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cloud_devices_service_idx" ON "cloud_devices" USING btree ("tenant_id","auth_service");