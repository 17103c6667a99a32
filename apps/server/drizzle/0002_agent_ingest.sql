CREATE TABLE "regulations" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"region" text DEFAULT 'Global' NOT NULL,
	"sort_number" integer DEFAULT 0 NOT NULL,
	"image" text,
	"set_by_default" boolean DEFAULT false NOT NULL,
	"can_be_set_for_countries" boolean DEFAULT false NOT NULL,
	"available_countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenant_regulations" (
	"tenant_id" integer NOT NULL,
	"regulation_id" integer NOT NULL,
	"countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenant_regulations_tenant_id_regulation_id_pk" PRIMARY KEY("tenant_id","regulation_id")
);
--> statement-breakpoint
CREATE TABLE "classifier_regulations" (
	"tenant_id" integer NOT NULL,
	"classifier_id" integer NOT NULL,
	"regulation_id" integer NOT NULL,
	CONSTRAINT "classifier_regulations_tenant_id_classifier_id_regulation_id_pk" PRIMARY KEY("tenant_id","classifier_id","regulation_id")
);
--> statement-breakpoint
CREATE TABLE "classifiers" (
	"tenant_id" integer NOT NULL,
	"id" serial NOT NULL,
	"template_id" integer,
	"name" text NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"is_sensitive" boolean DEFAULT true NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"value_per_record" double precision DEFAULT 20 NOT NULL,
	"lists" text[] DEFAULT '{}'::text[] NOT NULL,
	"rules_match" text DEFAULT 'ANY_RULE' NOT NULL,
	"rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"count_unique_entries" boolean DEFAULT false NOT NULL,
	"extensions" text[] DEFAULT '{}'::text[] NOT NULL,
	"file_source_type" text,
	"process_names" text[] DEFAULT '{}'::text[] NOT NULL,
	"folder" jsonb,
	"compound_root_logical_operator" text DEFAULT 'AND' NOT NULL,
	"compound_groups" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"testing_group_id" integer,
	"filter_version" integer DEFAULT 1 NOT NULL,
	"reason_for_change" text,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_blocked" boolean DEFAULT false NOT NULL,
	"fips_validation" boolean DEFAULT false NOT NULL,
	"retention_policies" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "classifiers_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "template_classifier_regulations" (
	"template_classifier_id" integer NOT NULL,
	"regulation_id" integer NOT NULL,
	CONSTRAINT "template_classifier_regulations_template_classifier_id_regulation_id_pk" PRIMARY KEY("template_classifier_id","regulation_id")
);
--> statement-breakpoint
CREATE TABLE "template_classifiers" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text,
	"name" text NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"is_sensitive" boolean DEFAULT true NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"value_per_record" double precision DEFAULT 20 NOT NULL,
	"lists" text[] DEFAULT '{}'::text[] NOT NULL,
	"rules_match" text DEFAULT 'ANY_RULE' NOT NULL,
	"rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"count_unique_entries" boolean DEFAULT false NOT NULL,
	"extensions" text[] DEFAULT '{}'::text[] NOT NULL,
	"file_source_type" text,
	"process_names" text[] DEFAULT '{}'::text[] NOT NULL,
	"folder" jsonb,
	"compound_root_logical_operator" text DEFAULT 'AND' NOT NULL,
	"compound_groups" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"testing_group_id" integer,
	"filter_version" integer DEFAULT 1 NOT NULL,
	"reason_for_change" text,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"definition_hash" text
);
--> statement-breakpoint
CREATE TABLE "rules" (
	"tenant_id" integer NOT NULL,
	"id" serial NOT NULL,
	"classifier_id" integer NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"override_other_encryption_rules" boolean DEFAULT false NOT NULL,
	"encryption" jsonb NOT NULL,
	"triggers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rules_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "processes" (
	"tenant_id" integer NOT NULL,
	"id" serial NOT NULL,
	"process_name" text NOT NULL,
	"human_name" text NOT NULL,
	"process_type" text,
	"is_web_app" boolean DEFAULT false NOT NULL,
	"is_llm_app" boolean DEFAULT false NOT NULL,
	"web_domain" text,
	"data_upload_permission" text DEFAULT 'UNBLOCKED' NOT NULL,
	"decrypt_pattern" text DEFAULT 'LEAVE_ENCRYPTED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "processes_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "device_credentials" (
	"tenant_id" integer NOT NULL,
	"id" serial NOT NULL,
	"device_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "device_credentials_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "device_group_members" (
	"tenant_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	CONSTRAINT "device_group_members_tenant_id_group_id_device_id_pk" PRIMARY KEY("tenant_id","group_id","device_id")
);
--> statement-breakpoint
CREATE TABLE "device_groups" (
	"tenant_id" integer NOT NULL,
	"id" serial NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "device_groups_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"tenant_id" integer NOT NULL,
	"id" serial NOT NULL,
	"device_identifier" text NOT NULL,
	"name" text NOT NULL,
	"nick_name" text,
	"os" text DEFAULT '' NOT NULL,
	"os_version" text DEFAULT '' NOT NULL,
	"user_name" text DEFAULT '' NOT NULL,
	"mac_address" text DEFAULT '' NOT NULL,
	"agent_version" text DEFAULT '' NOT NULL,
	"storage_total_bytes" bigint DEFAULT 0 NOT NULL,
	"storage_used_bytes" bigint DEFAULT 0 NOT NULL,
	"device_type" text DEFAULT 'DESKTOP' NOT NULL,
	"license_status" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"is_discovery_enabled" boolean DEFAULT true NOT NULL,
	"is_statistic_enabled" boolean DEFAULT true NOT NULL,
	"is_encryption_disabled" boolean DEFAULT false NOT NULL,
	"scanner_delay_minute" integer DEFAULT 0 NOT NULL,
	"scan_total_files" bigint DEFAULT 0 NOT NULL,
	"scan_done_files" bigint DEFAULT 0 NOT NULL,
	"start_date" timestamp with time zone DEFAULT now() NOT NULL,
	"last_activity" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "devices_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "cases" (
	"tenant_id" integer NOT NULL,
	"id" bigserial NOT NULL,
	"device_id" integer NOT NULL,
	"rule_id" integer NOT NULL,
	"classifier_id" integer NOT NULL,
	"file_event_id" bigint NOT NULL,
	"trigger" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cases_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "file_events" (
	"tenant_id" integer NOT NULL,
	"id" bigserial NOT NULL,
	"device_id" integer NOT NULL,
	"event_id" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"operation" text NOT NULL,
	"path" text NOT NULL,
	"destination_path" text,
	"file_id" bigint,
	"process_id" integer NOT NULL,
	"local_process_id" integer NOT NULL,
	"process_name" text NOT NULL,
	"application_name" text DEFAULT '' NOT NULL,
	"process_type" text,
	"web_domain" text,
	"drive_type" text NOT NULL,
	"user_name" text DEFAULT '' NOT NULL,
	"entries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"entries_count" bigint DEFAULT 0 NOT NULL,
	"sensitive_cost" numeric(30, 6) DEFAULT '0' NOT NULL,
	"non_sensitive_cost" numeric(30, 6) DEFAULT '0' NOT NULL,
	"sensitive_type" text NOT NULL,
	"is_outgoing" boolean NOT NULL,
	"is_prevented" boolean DEFAULT false NOT NULL,
	"is_encrypted" boolean DEFAULT false NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "file_events_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "file_findings" (
	"tenant_id" integer NOT NULL,
	"file_id" bigint NOT NULL,
	"classifier_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"entries_count" bigint NOT NULL,
	"cost_usd" numeric(30, 6) DEFAULT '0' NOT NULL,
	"is_sensitive" boolean NOT NULL,
	"samples" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "file_findings_tenant_id_file_id_classifier_id_pk" PRIMARY KEY("tenant_id","file_id","classifier_id")
);
--> statement-breakpoint
CREATE TABLE "files" (
	"tenant_id" integer NOT NULL,
	"id" bigserial NOT NULL,
	"device_id" integer NOT NULL,
	"folder_id" bigint NOT NULL,
	"path" text NOT NULL,
	"path_hash" uuid GENERATED ALWAYS AS (md5(path)::uuid) STORED,
	"name" text NOT NULL,
	"extension" text DEFAULT '' NOT NULL,
	"size" bigint DEFAULT 0 NOT NULL,
	"file_created_at" timestamp with time zone,
	"modified_at" timestamp with time zone NOT NULL,
	"accessed_at" timestamp with time zone,
	"owner" text DEFAULT '' NOT NULL,
	"parse_result" text NOT NULL,
	"broken_description" text,
	"is_encrypted" boolean DEFAULT false NOT NULL,
	"content_hash" text,
	"entries_count" bigint DEFAULT 0 NOT NULL,
	"sensitive_cost" numeric(30, 6) DEFAULT '0' NOT NULL,
	"non_sensitive_cost" numeric(30, 6) DEFAULT '0' NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"false_positive" boolean DEFAULT false NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "folders" (
	"tenant_id" integer NOT NULL,
	"id" bigserial NOT NULL,
	"device_id" integer NOT NULL,
	"parent_id" bigint,
	"name" text NOT NULL,
	"path" text NOT NULL,
	"path_hash" uuid GENERATED ALWAYS AS (md5(path)::uuid) STORED,
	"id_path" text DEFAULT '' NOT NULL,
	"depth" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "folders_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "application_classifier_daily" (
	"tenant_id" integer NOT NULL,
	"process_id" integer NOT NULL,
	"classifier_id" integer NOT NULL,
	"day" date NOT NULL,
	"entries_count" bigint DEFAULT 0 NOT NULL,
	"encrypted_entries_count" bigint DEFAULT 0 NOT NULL,
	"outgoing_entries_count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "application_classifier_daily_tenant_id_process_id_classifier_id_day_pk" PRIMARY KEY("tenant_id","process_id","classifier_id","day")
);
--> statement-breakpoint
CREATE TABLE "application_risk_daily" (
	"tenant_id" integer NOT NULL,
	"process_id" integer NOT NULL,
	"day" date NOT NULL,
	"events_count" bigint DEFAULT 0 NOT NULL,
	"incoming_files_count" bigint DEFAULT 0 NOT NULL,
	"outgoing_files_count" bigint DEFAULT 0 NOT NULL,
	"outgoing_sensitive_files_count" bigint DEFAULT 0 NOT NULL,
	"prevented_count" bigint DEFAULT 0 NOT NULL,
	"incoming_sensitive_cost" numeric(30, 6) DEFAULT '0' NOT NULL,
	"outgoing_sensitive_cost" numeric(30, 6) DEFAULT '0' NOT NULL,
	"outgoing_encrypted_sensitive_cost" numeric(30, 6) DEFAULT '0' NOT NULL,
	CONSTRAINT "application_risk_daily_tenant_id_process_id_day_pk" PRIMARY KEY("tenant_id","process_id","day")
);
--> statement-breakpoint
CREATE TABLE "classifier_risk_rollups" (
	"tenant_id" integer NOT NULL,
	"classifier_id" integer NOT NULL,
	"risk_files_count" bigint DEFAULT 0 NOT NULL,
	"encrypted_risk_files_count" bigint DEFAULT 0 NOT NULL,
	"sensitive_files_count" bigint DEFAULT 0 NOT NULL,
	"sensitive_entries_count" bigint DEFAULT 0 NOT NULL,
	"sensitive_cost" numeric(30, 6) DEFAULT '0' NOT NULL,
	"encrypted_sensitive_files_count" bigint DEFAULT 0 NOT NULL,
	"encrypted_sensitive_entries_count" bigint DEFAULT 0 NOT NULL,
	"encrypted_sensitive_cost" numeric(30, 6) DEFAULT '0' NOT NULL,
	"non_sensitive_files_count" bigint DEFAULT 0 NOT NULL,
	"non_sensitive_entries_count" bigint DEFAULT 0 NOT NULL,
	"non_sensitive_cost" numeric(30, 6) DEFAULT '0' NOT NULL,
	"encrypted_non_sensitive_files_count" bigint DEFAULT 0 NOT NULL,
	"encrypted_non_sensitive_entries_count" bigint DEFAULT 0 NOT NULL,
	"encrypted_non_sensitive_cost" numeric(30, 6) DEFAULT '0' NOT NULL,
	CONSTRAINT "classifier_risk_rollups_tenant_id_classifier_id_pk" PRIMARY KEY("tenant_id","classifier_id")
);
--> statement-breakpoint
CREATE TABLE "device_classifier_risk_rollups" (
	"tenant_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"classifier_id" integer NOT NULL,
	"risk_files_count" bigint DEFAULT 0 NOT NULL,
	"encrypted_risk_files_count" bigint DEFAULT 0 NOT NULL,
	"sensitive_files_count" bigint DEFAULT 0 NOT NULL,
	"sensitive_entries_count" bigint DEFAULT 0 NOT NULL,
	"sensitive_cost" numeric(30, 6) DEFAULT '0' NOT NULL,
	"encrypted_sensitive_files_count" bigint DEFAULT 0 NOT NULL,
	"encrypted_sensitive_entries_count" bigint DEFAULT 0 NOT NULL,
	"encrypted_sensitive_cost" numeric(30, 6) DEFAULT '0' NOT NULL,
	"non_sensitive_files_count" bigint DEFAULT 0 NOT NULL,
	"non_sensitive_entries_count" bigint DEFAULT 0 NOT NULL,
	"non_sensitive_cost" numeric(30, 6) DEFAULT '0' NOT NULL,
	"encrypted_non_sensitive_files_count" bigint DEFAULT 0 NOT NULL,
	"encrypted_non_sensitive_entries_count" bigint DEFAULT 0 NOT NULL,
	"encrypted_non_sensitive_cost" numeric(30, 6) DEFAULT '0' NOT NULL,
	CONSTRAINT "device_classifier_risk_rollups_tenant_id_device_id_classifier_id_pk" PRIMARY KEY("tenant_id","device_id","classifier_id")
);
--> statement-breakpoint
CREATE TABLE "device_risk_rollups" (
	"tenant_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"risk_files_count" bigint DEFAULT 0 NOT NULL,
	"encrypted_risk_files_count" bigint DEFAULT 0 NOT NULL,
	"sensitive_files_count" bigint DEFAULT 0 NOT NULL,
	"sensitive_entries_count" bigint DEFAULT 0 NOT NULL,
	"sensitive_cost" numeric(30, 6) DEFAULT '0' NOT NULL,
	"encrypted_sensitive_files_count" bigint DEFAULT 0 NOT NULL,
	"encrypted_sensitive_entries_count" bigint DEFAULT 0 NOT NULL,
	"encrypted_sensitive_cost" numeric(30, 6) DEFAULT '0' NOT NULL,
	"non_sensitive_files_count" bigint DEFAULT 0 NOT NULL,
	"non_sensitive_entries_count" bigint DEFAULT 0 NOT NULL,
	"non_sensitive_cost" numeric(30, 6) DEFAULT '0' NOT NULL,
	"encrypted_non_sensitive_files_count" bigint DEFAULT 0 NOT NULL,
	"encrypted_non_sensitive_entries_count" bigint DEFAULT 0 NOT NULL,
	"encrypted_non_sensitive_cost" numeric(30, 6) DEFAULT '0' NOT NULL,
	"files_count" bigint DEFAULT 0 NOT NULL,
	"files_size_bytes" bigint DEFAULT 0 NOT NULL,
	"outbound_files_count" bigint DEFAULT 0 NOT NULL,
	"outbound_sensitive_files_count" bigint DEFAULT 0 NOT NULL,
	"prevented_events_count" bigint DEFAULT 0 NOT NULL,
	"cases_count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "device_risk_rollups_tenant_id_device_id_pk" PRIMARY KEY("tenant_id","device_id")
);
--> statement-breakpoint
CREATE TABLE "folder_risk_rollups" (
	"tenant_id" integer NOT NULL,
	"folder_id" bigint NOT NULL,
	"risk_files_count" bigint DEFAULT 0 NOT NULL,
	"encrypted_risk_files_count" bigint DEFAULT 0 NOT NULL,
	"sensitive_files_count" bigint DEFAULT 0 NOT NULL,
	"sensitive_entries_count" bigint DEFAULT 0 NOT NULL,
	"sensitive_cost" numeric(30, 6) DEFAULT '0' NOT NULL,
	"encrypted_sensitive_files_count" bigint DEFAULT 0 NOT NULL,
	"encrypted_sensitive_entries_count" bigint DEFAULT 0 NOT NULL,
	"encrypted_sensitive_cost" numeric(30, 6) DEFAULT '0' NOT NULL,
	"non_sensitive_files_count" bigint DEFAULT 0 NOT NULL,
	"non_sensitive_entries_count" bigint DEFAULT 0 NOT NULL,
	"non_sensitive_cost" numeric(30, 6) DEFAULT '0' NOT NULL,
	"encrypted_non_sensitive_files_count" bigint DEFAULT 0 NOT NULL,
	"encrypted_non_sensitive_entries_count" bigint DEFAULT 0 NOT NULL,
	"encrypted_non_sensitive_cost" numeric(30, 6) DEFAULT '0' NOT NULL,
	"files_count" bigint DEFAULT 0 NOT NULL,
	"files_size_bytes" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "folder_risk_rollups_tenant_id_folder_id_pk" PRIMARY KEY("tenant_id","folder_id")
);
--> statement-breakpoint
CREATE TABLE "regulation_risk_rollups" (
	"tenant_id" integer NOT NULL,
	"regulation_id" integer NOT NULL,
	"risk_files_count" bigint DEFAULT 0 NOT NULL,
	"encrypted_risk_files_count" bigint DEFAULT 0 NOT NULL,
	"sensitive_files_count" bigint DEFAULT 0 NOT NULL,
	"sensitive_entries_count" bigint DEFAULT 0 NOT NULL,
	"sensitive_cost" numeric(30, 6) DEFAULT '0' NOT NULL,
	"encrypted_sensitive_files_count" bigint DEFAULT 0 NOT NULL,
	"encrypted_sensitive_entries_count" bigint DEFAULT 0 NOT NULL,
	"encrypted_sensitive_cost" numeric(30, 6) DEFAULT '0' NOT NULL,
	"non_sensitive_files_count" bigint DEFAULT 0 NOT NULL,
	"non_sensitive_entries_count" bigint DEFAULT 0 NOT NULL,
	"non_sensitive_cost" numeric(30, 6) DEFAULT '0' NOT NULL,
	"encrypted_non_sensitive_files_count" bigint DEFAULT 0 NOT NULL,
	"encrypted_non_sensitive_entries_count" bigint DEFAULT 0 NOT NULL,
	"encrypted_non_sensitive_cost" numeric(30, 6) DEFAULT '0' NOT NULL,
	CONSTRAINT "regulation_risk_rollups_tenant_id_regulation_id_pk" PRIMARY KEY("tenant_id","regulation_id")
);
--> statement-breakpoint
CREATE TABLE "ingest_batches" (
	"tenant_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"batch_id" uuid NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ingest_batches_tenant_id_device_id_batch_id_pk" PRIMARY KEY("tenant_id","device_id","batch_id")
);
--> statement-breakpoint
ALTER TABLE "tenant_risk_rollups" ADD COLUMN "files_size_bytes" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenant_risk_rollups" ADD COLUMN "risk_files_count" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenant_risk_rollups" ADD COLUMN "encrypted_risk_files_count" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenant_risk_rollups" ADD COLUMN "sensitive_files_count" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenant_risk_rollups" ADD COLUMN "sensitive_entries_count" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenant_risk_rollups" ADD COLUMN "sensitive_cost" numeric(30, 6) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenant_risk_rollups" ADD COLUMN "encrypted_sensitive_files_count" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenant_risk_rollups" ADD COLUMN "encrypted_sensitive_entries_count" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenant_risk_rollups" ADD COLUMN "encrypted_sensitive_cost" numeric(30, 6) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenant_risk_rollups" ADD COLUMN "non_sensitive_files_count" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenant_risk_rollups" ADD COLUMN "non_sensitive_entries_count" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenant_risk_rollups" ADD COLUMN "non_sensitive_cost" numeric(30, 6) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenant_risk_rollups" ADD COLUMN "encrypted_non_sensitive_files_count" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenant_risk_rollups" ADD COLUMN "encrypted_non_sensitive_entries_count" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenant_risk_rollups" ADD COLUMN "encrypted_non_sensitive_cost" numeric(30, 6) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "license_count" integer;--> statement-breakpoint
ALTER TABLE "tenant_regulations" ADD CONSTRAINT "tenant_regulations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_regulations" ADD CONSTRAINT "tenant_regulations_regulation_id_regulations_id_fk" FOREIGN KEY ("regulation_id") REFERENCES "public"."regulations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classifier_regulations" ADD CONSTRAINT "classifier_regulations_regulation_id_regulations_id_fk" FOREIGN KEY ("regulation_id") REFERENCES "public"."regulations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classifier_regulations" ADD CONSTRAINT "classifier_regulations_tenant_id_classifier_id_classifiers_tenant_id_id_fk" FOREIGN KEY ("tenant_id","classifier_id") REFERENCES "public"."classifiers"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classifiers" ADD CONSTRAINT "classifiers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classifiers" ADD CONSTRAINT "classifiers_template_id_template_classifiers_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."template_classifiers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_classifier_regulations" ADD CONSTRAINT "template_classifier_regulations_template_classifier_id_template_classifiers_id_fk" FOREIGN KEY ("template_classifier_id") REFERENCES "public"."template_classifiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_classifier_regulations" ADD CONSTRAINT "template_classifier_regulations_regulation_id_regulations_id_fk" FOREIGN KEY ("regulation_id") REFERENCES "public"."regulations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rules" ADD CONSTRAINT "rules_tenant_id_classifier_id_classifiers_tenant_id_id_fk" FOREIGN KEY ("tenant_id","classifier_id") REFERENCES "public"."classifiers"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processes" ADD CONSTRAINT "processes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_credentials" ADD CONSTRAINT "device_credentials_tenant_id_device_id_devices_tenant_id_id_fk" FOREIGN KEY ("tenant_id","device_id") REFERENCES "public"."devices"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_group_members" ADD CONSTRAINT "device_group_members_tenant_id_group_id_device_groups_tenant_id_id_fk" FOREIGN KEY ("tenant_id","group_id") REFERENCES "public"."device_groups"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_group_members" ADD CONSTRAINT "device_group_members_tenant_id_device_id_devices_tenant_id_id_fk" FOREIGN KEY ("tenant_id","device_id") REFERENCES "public"."devices"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_groups" ADD CONSTRAINT "device_groups_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folders" ADD CONSTRAINT "folders_tenant_id_device_id_devices_tenant_id_id_fk" FOREIGN KEY ("tenant_id","device_id") REFERENCES "public"."devices"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "regulations_key_uq" ON "regulations" USING btree ("key");--> statement-breakpoint
CREATE INDEX "tenant_regulations_regulation_idx" ON "tenant_regulations" USING btree ("regulation_id");--> statement-breakpoint
CREATE INDEX "classifier_regulations_tenant_regulation_idx" ON "classifier_regulations" USING btree ("tenant_id","regulation_id");--> statement-breakpoint
CREATE INDEX "classifiers_tenant_template_idx" ON "classifiers" USING btree ("tenant_id","template_id");--> statement-breakpoint
CREATE INDEX "template_classifier_regulations_regulation_idx" ON "template_classifier_regulations" USING btree ("regulation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "template_classifiers_key_uq" ON "template_classifiers" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "rules_tenant_classifier_uq" ON "rules" USING btree ("tenant_id","classifier_id");--> statement-breakpoint
CREATE UNIQUE INDEX "processes_tenant_name_uq" ON "processes" USING btree ("tenant_id","process_name");--> statement-breakpoint
CREATE UNIQUE INDEX "device_credentials_hash_uq" ON "device_credentials" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "device_credentials_device_idx" ON "device_credentials" USING btree ("tenant_id","device_id");--> statement-breakpoint
CREATE INDEX "device_group_members_device_idx" ON "device_group_members" USING btree ("tenant_id","device_id");--> statement-breakpoint
CREATE UNIQUE INDEX "devices_tenant_identifier_uq" ON "devices" USING btree ("tenant_id","device_identifier");--> statement-breakpoint
CREATE UNIQUE INDEX "cases_event_rule_uq" ON "cases" USING btree ("tenant_id","file_event_id","rule_id");--> statement-breakpoint
CREATE INDEX "cases_device_idx" ON "cases" USING btree ("tenant_id","device_id");--> statement-breakpoint
CREATE UNIQUE INDEX "file_events_device_event_uq" ON "file_events" USING btree ("tenant_id","device_id","event_id");--> statement-breakpoint
CREATE INDEX "file_events_at_idx" ON "file_events" USING btree ("tenant_id","at");--> statement-breakpoint
CREATE INDEX "file_events_process_at_idx" ON "file_events" USING btree ("tenant_id","process_id","at");--> statement-breakpoint
CREATE INDEX "file_events_device_at_idx" ON "file_events" USING btree ("tenant_id","device_id","at");--> statement-breakpoint
CREATE INDEX "file_findings_classifier_idx" ON "file_findings" USING btree ("tenant_id","classifier_id");--> statement-breakpoint
CREATE UNIQUE INDEX "files_device_path_uq" ON "files" USING btree ("tenant_id","device_id","path_hash");--> statement-breakpoint
CREATE INDEX "files_folder_idx" ON "files" USING btree ("tenant_id","folder_id");--> statement-breakpoint
CREATE UNIQUE INDEX "folders_device_path_uq" ON "folders" USING btree ("tenant_id","device_id","path_hash");--> statement-breakpoint
CREATE INDEX "folders_id_path_idx" ON "folders" USING btree ("tenant_id","id_path" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "folders_parent_idx" ON "folders" USING btree ("tenant_id","device_id","parent_id");--> statement-breakpoint
CREATE INDEX "application_risk_daily_day_idx" ON "application_risk_daily" USING btree ("tenant_id","day");--> statement-breakpoint
CREATE INDEX "device_classifier_risk_classifier_idx" ON "device_classifier_risk_rollups" USING btree ("tenant_id","classifier_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tenants_agent_key_uq" ON "tenants" USING btree ("agent_key");