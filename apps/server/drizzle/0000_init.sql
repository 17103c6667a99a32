CREATE TABLE "tenant_risk_rollups" (
	"tenant_id" integer PRIMARY KEY NOT NULL,
	"devices_count" integer DEFAULT 0 NOT NULL,
	"files_count" bigint DEFAULT 0 NOT NULL,
	"sensitive_risk_usd" double precision DEFAULT 0 NOT NULL,
	"encrypted_sensitive_risk_usd" double precision DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenants" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"tenant_type" text NOT NULL,
	"parent_id" integer,
	"path" text DEFAULT '' NOT NULL,
	"depth" smallint DEFAULT 0 NOT NULL,
	"country_code" text DEFAULT 'US' NOT NULL,
	"phone" text,
	"testing_groups" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"fips_request_status" smallint DEFAULT 0 NOT NULL,
	"two_step_verification" boolean DEFAULT false NOT NULL,
	"subscription_type" text,
	"subscription_status" text DEFAULT 'ACTIVE' NOT NULL,
	"agent_key" text,
	"agent_uninstall_key" text,
	"partner_key" text,
	"logo" text,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"phone_number" text,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_read_only_user" boolean DEFAULT false NOT NULL,
	"is_primary_admin" boolean DEFAULT false NOT NULL,
	"need_to_change_password" boolean DEFAULT false NOT NULL,
	"use_totp" boolean DEFAULT false NOT NULL,
	"totp_secret" text,
	"totp_confirmed" boolean DEFAULT false NOT NULL,
	"totp_last_step" bigint,
	"send_email_mode" text DEFAULT 'ENABLED' NOT NULL,
	"last_signed_in" timestamp with time zone,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"family_id" uuid NOT NULL,
	"user_id" integer NOT NULL,
	"keep_me_logged_in" boolean NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rotated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sign_in_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" integer NOT NULL,
	"entity_name" text,
	"operation" text NOT NULL,
	"state_before" jsonb,
	"state_after" jsonb,
	"additional_data" jsonb,
	"linked_entity_type" text,
	"linked_entity_id" integer,
	"user_id" integer,
	"user_email" text,
	"date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tenant_risk_rollups" ADD CONSTRAINT "tenant_risk_rollups_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_parent_id_tenants_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_in_tokens" ADD CONSTRAINT "sign_in_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tenants_parent_idx" ON "tenants" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "tenants_path_idx" ON "tenants" USING btree ("path" text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "tenants_single_root_uq" ON "tenants" USING btree ("tenant_type") WHERE tenant_type = 'ROOT';--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_tenant_idx" ON "users" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "login_failures_key_at_idx" ON "login_failures" USING btree ("key","at");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash_uq" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sign_in_tokens_hash_uq" ON "sign_in_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "audit_tenant_entity_idx" ON "audit_entries" USING btree ("tenant_id","entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "audit_tenant_linked_idx" ON "audit_entries" USING btree ("tenant_id","linked_entity_type","linked_entity_id");--> statement-breakpoint
CREATE INDEX "audit_tenant_date_idx" ON "audit_entries" USING btree ("tenant_id","date");