ALTER TABLE "cloud_auth_connections" ADD COLUMN "scan_queued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cloud_auth_connections" ADD COLUMN "scan_finished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cloud_auth_connections" ADD COLUMN "scan_error" text;