ALTER TABLE "billing_data" ADD COLUMN "invoice_registration_number" text;--> statement-breakpoint
ALTER TABLE "billing_data" ADD COLUMN "region" text;