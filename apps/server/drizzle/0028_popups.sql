CREATE TABLE "popup_templates" (
	"popup_type" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"status" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenant_popups" (
	"tenant_id" integer NOT NULL,
	"popup_type" text NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"can_be_postponed" boolean DEFAULT true NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "tenant_popups_tenant_id_popup_type_pk" PRIMARY KEY("tenant_id","popup_type")
);
--> statement-breakpoint
CREATE TABLE "user_popup_states" (
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"popup_type" text NOT NULL,
	"dont_show_until" timestamp with time zone,
	"dont_show_again" boolean DEFAULT false NOT NULL,
	CONSTRAINT "user_popup_states_user_id_popup_type_pk" PRIMARY KEY("user_id","popup_type")
);
--> statement-breakpoint
ALTER TABLE "tenant_popups" ADD CONSTRAINT "tenant_popups_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_popup_states" ADD CONSTRAINT "user_popup_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_popup_states" ADD CONSTRAINT "user_popup_states_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_popup_states_type_idx" ON "user_popup_states" USING btree ("popup_type");