ALTER TABLE "classifiers" ADD COLUMN "process_id" integer;--> statement-breakpoint
ALTER TABLE "template_classifiers" ADD COLUMN "parent_template_id" integer;