CREATE TABLE "customer_decryption_keys" (
	"tenant_id" integer PRIMARY KEY NOT NULL,
	"encryption_key" text NOT NULL,
	"temporary_key" text,
	"temporary_key_start_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_decryption_keys" ADD CONSTRAINT "customer_decryption_keys_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;