CREATE TABLE "auth_providers" (
	"tenant_id" integer NOT NULL,
	"id" serial NOT NULL,
	"provider" text NOT NULL,
	"client_id" text NOT NULL,
	"client_secret_sealed" text NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_providers_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "sso_sign_in_states" (
	"id" serial PRIMARY KEY NOT NULL,
	"state_hash" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"code_verifier" text NOT NULL,
	"nonce" text NOT NULL,
	"browser_hash" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_providers" ADD CONSTRAINT "auth_providers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_sign_in_states" ADD CONSTRAINT "sso_sign_in_states_tenant_id_provider_id_auth_providers_tenant_id_id_fk" FOREIGN KEY ("tenant_id","provider_id") REFERENCES "public"."auth_providers"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auth_providers_id_uq" ON "auth_providers" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "sso_sign_in_states_hash_uq" ON "sso_sign_in_states" USING btree ("state_hash");--> statement-breakpoint
CREATE INDEX "sso_sign_in_states_expires_idx" ON "sso_sign_in_states" USING btree ("expires_at");