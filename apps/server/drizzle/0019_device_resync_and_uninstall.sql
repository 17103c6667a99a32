ALTER TABLE "devices" ADD COLUMN "resync_key" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "delete_on_uninstall" boolean DEFAULT false NOT NULL;