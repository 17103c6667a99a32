CREATE TABLE "sign_in_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"address" text NOT NULL,
	"last_signed_in_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- Sign-in tokens now belong to a session; those made before live a minute and have none.
DELETE FROM "sign_in_tokens";--> statement-breakpoint
ALTER TABLE "sign_in_tokens" ADD COLUMN "session_id" uuid NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "sign_in_addresses_account_address_uq" ON "sign_in_addresses" USING btree ("account","address");--> statement-breakpoint
CREATE INDEX "sign_in_addresses_last_idx" ON "sign_in_addresses" USING btree ("last_signed_in_at");