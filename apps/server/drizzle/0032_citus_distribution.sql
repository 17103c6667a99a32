DROP INDEX "auth_providers_id_uq";--> statement-breakpoint
DROP INDEX "alert_settings_id_uq";--> statement-breakpoint
DROP INDEX "report_files_id_uq";--> statement-breakpoint
DROP INDEX "device_credentials_hash_uq";--> statement-breakpoint
DROP INDEX "cloud_auth_states_nonce_uq";--> statement-breakpoint
DROP INDEX "sso_sign_in_states_hash_uq";--> statement-breakpoint
ALTER TABLE "user_popup_states" DROP CONSTRAINT "user_popup_states_user_id_popup_type_pk";--> statement-breakpoint
ALTER TABLE "audit_entries" DROP CONSTRAINT "audit_entries_pkey";--> statement-breakpoint
ALTER TABLE "cloud_auth_states" DROP CONSTRAINT "cloud_auth_states_pkey";--> statement-breakpoint
ALTER TABLE "sso_sign_in_states" DROP CONSTRAINT "sso_sign_in_states_pkey";--> statement-breakpoint
ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "cloud_auth_states" ADD CONSTRAINT "cloud_auth_states_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "sso_sign_in_states" ADD CONSTRAINT "sso_sign_in_states_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "user_popup_states" ADD CONSTRAINT "user_popup_states_tenant_id_user_id_popup_type_pk" PRIMARY KEY("tenant_id","user_id","popup_type");--> statement-breakpoint
CREATE INDEX "auth_providers_id_idx" ON "auth_providers" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "device_credentials_hash_uq" ON "device_credentials" USING btree ("token_hash","tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cloud_auth_states_nonce_uq" ON "cloud_auth_states" USING btree ("nonce_hash","tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sso_sign_in_states_hash_uq" ON "sso_sign_in_states" USING btree ("state_hash","tenant_id");