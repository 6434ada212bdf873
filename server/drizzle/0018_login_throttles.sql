CREATE TABLE "login_throttles" (
	"account_key" text NOT NULL,
	"client_key" text NOT NULL,
	"failures" integer NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "login_throttles_pk" PRIMARY KEY("account_key","client_key")
);
--> statement-breakpoint
CREATE INDEX "login_throttles_expires_at_idx" ON "login_throttles" USING btree ("expires_at");