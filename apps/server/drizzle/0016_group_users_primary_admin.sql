CREATE TABLE "device_group_users" (
	"tenant_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "device_group_users_tenant_id_group_id_user_id_pk" PRIMARY KEY("tenant_id","group_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "device_group_users" ADD CONSTRAINT "device_group_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_group_users" ADD CONSTRAINT "device_group_users_tenant_id_group_id_device_groups_tenant_id_id_fk" FOREIGN KEY ("tenant_id","group_id") REFERENCES "public"."device_groups"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_group_users_user_idx" ON "device_group_users" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_primary_admin_uq" ON "users" USING btree ("tenant_id") WHERE is_primary_admin and not is_deleted;