CREATE TABLE "device_log_requests" (
	"tenant_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"collect_logs" boolean DEFAULT false NOT NULL,
	"collect_logs_request_timestamp" timestamp with time zone,
	"updater_last_date_time" timestamp with time zone,
	CONSTRAINT "device_log_requests_tenant_id_device_id_pk" PRIMARY KEY("tenant_id","device_id")
);
--> statement-breakpoint
CREATE TABLE "device_logs" (
	"tenant_id" integer NOT NULL,
	"id" serial NOT NULL,
	"device_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"content" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"requested_at" timestamp with time zone,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "device_logs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "device_fips_status" (
	"tenant_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"fips_request_status" text DEFAULT 'NOT_REQUESTED' NOT NULL,
	"fips_compliance_mode" text DEFAULT 'unknown' NOT NULL,
	"validation" text DEFAULT 'UNKNOWN' NOT NULL,
	"bitlocker_status" text DEFAULT 'Unknown' NOT NULL,
	"cng_version" text DEFAULT 'Unknown' NOT NULL,
	"bcrypt_version" text DEFAULT 'Unknown' NOT NULL,
	"bcrypt_primitives_version" text DEFAULT 'Unknown' NOT NULL,
	"os_version" text DEFAULT 'Unknown' NOT NULL,
	"method_used" text DEFAULT 'Unknown' NOT NULL,
	"reported_at" timestamp with time zone,
	CONSTRAINT "device_fips_status_tenant_id_device_id_pk" PRIMARY KEY("tenant_id","device_id")
);
--> statement-breakpoint
ALTER TABLE "device_log_requests" ADD CONSTRAINT "device_log_requests_tenant_id_device_id_devices_tenant_id_id_fk" FOREIGN KEY ("tenant_id","device_id") REFERENCES "public"."devices"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_logs" ADD CONSTRAINT "device_logs_tenant_id_device_id_devices_tenant_id_id_fk" FOREIGN KEY ("tenant_id","device_id") REFERENCES "public"."devices"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_fips_status" ADD CONSTRAINT "device_fips_status_tenant_id_device_id_devices_tenant_id_id_fk" FOREIGN KEY ("tenant_id","device_id") REFERENCES "public"."devices"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_log_requests_pending_idx" ON "device_log_requests" USING btree ("collect_logs","collect_logs_request_timestamp");--> statement-breakpoint
CREATE INDEX "device_logs_device_idx" ON "device_logs" USING btree ("tenant_id","device_id","timestamp");--> statement-breakpoint
CREATE INDEX "device_logs_timestamp_idx" ON "device_logs" USING btree ("timestamp");