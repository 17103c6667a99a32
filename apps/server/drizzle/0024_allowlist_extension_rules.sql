CREATE TABLE "extension_rules" (
	"tenant_id" integer NOT NULL,
	"id" serial NOT NULL,
	"extension" text NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"parse_type" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "extension_rules_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "extension_rules" ADD CONSTRAINT "extension_rules_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "extension_rules_tenant_extension_uq" ON "extension_rules" USING btree ("tenant_id","extension");