CREATE TABLE "cloud_auth_connections" (
	"tenant_id" integer NOT NULL,
	"auth_service" text NOT NULL,
	"source" text NOT NULL,
	"sealed_data" text NOT NULL,
	"connected_by_user_id" integer,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cloud_auth_connections_tenant_id_auth_service_pk" PRIMARY KEY("tenant_id","auth_service")
);
--> statement-breakpoint
CREATE TABLE "cloud_auth_states" (
	"id" serial PRIMARY KEY NOT NULL,
	"nonce_hash" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"auth_service" text NOT NULL,
	"mode" text NOT NULL,
	"code_verifier" text NOT NULL,
	"return_path" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cloud_auth_connections" ADD CONSTRAINT "cloud_auth_connections_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_auth_states" ADD CONSTRAINT "cloud_auth_states_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cloud_auth_states_nonce_uq" ON "cloud_auth_states" USING btree ("nonce_hash");--> statement-breakpoint
CREATE INDEX "cloud_auth_states_expires_idx" ON "cloud_auth_states" USING btree ("expires_at");