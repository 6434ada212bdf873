CREATE TABLE "idempotency_keys" (
	"caller" text NOT NULL,
	"route" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer NOT NULL,
	"response_body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_caller_route_key_pk" PRIMARY KEY("caller","route","key")
);
--> statement-breakpoint
CREATE TABLE "site_build_status" (
	"id" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"mode" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_retry_at" timestamp with time zone,
	"last_build_id" text,
	"last_build_duration_ms" integer,
	"last_built_at" timestamp with time zone,
	"last_error" text,
	"last_error_at" timestamp with time zone,
	"delivered_fingerprint" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_build_status_status_check" CHECK ("status" in ('idle', 'building', 'failed')),
	CONSTRAINT "site_build_status_mode_check" CHECK ("mode" in ('local', 'hook'))
);
--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");