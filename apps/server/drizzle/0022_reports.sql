CREATE TABLE "queued_jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"job_key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 3 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "report_file_chunks" (
	"tenant_id" integer NOT NULL,
	"report_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "report_file_chunks_tenant_id_report_id_seq_pk" PRIMARY KEY("tenant_id","report_id","seq")
);
--> statement-breakpoint
CREATE TABLE "report_files" (
	"tenant_id" integer NOT NULL,
	"id" serial NOT NULL,
	"report_type" text NOT NULL,
	"report_name" text NOT NULL,
	"file_name" text NOT NULL,
	"pending_state" text DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone,
	"created_by" integer,
	"scheduled" boolean DEFAULT false NOT NULL,
	"emailed_at" timestamp with time zone,
	"content_type" text NOT NULL,
	"byte_size" bigint DEFAULT 0 NOT NULL,
	"error" text,
	CONSTRAINT "report_files_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "report_schedules" (
	"tenant_id" integer PRIMARY KEY NOT NULL,
	"schedule_type" text NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_file_chunks" ADD CONSTRAINT "report_file_chunks_tenant_id_report_id_report_files_tenant_id_id_fk" FOREIGN KEY ("tenant_id","report_id") REFERENCES "public"."report_files"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_files" ADD CONSTRAINT "report_files_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_schedules" ADD CONSTRAINT "report_schedules_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "queued_jobs_key_uq" ON "queued_jobs" USING btree ("job_key");--> statement-breakpoint
CREATE INDEX "queued_jobs_due_idx" ON "queued_jobs" USING btree ("run_after","id") WHERE state in ('queued', 'running');--> statement-breakpoint
CREATE UNIQUE INDEX "report_files_id_uq" ON "report_files" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "report_files_name_uq" ON "report_files" USING btree ("tenant_id","file_name");--> statement-breakpoint
CREATE INDEX "report_files_created_idx" ON "report_files" USING btree ("tenant_id","created_at");