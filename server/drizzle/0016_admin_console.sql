CREATE TABLE "admin_audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "admin_audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" integer NOT NULL,
	"actor_email" text NOT NULL,
	"actor_roles" jsonb NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"target_label" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"reason" text,
	"request_id" text,
	CONSTRAINT "admin_audit_log_action_check" CHECK ("action" in ('content.create', 'content.update', 'content.publish', 'content.unpublish', 'content_image.upload', 'redirect.create', 'redirect.update', 'redirect.delete', 'user.disable', 'user.enable', 'user.grant_admin', 'user.revoke_admin', 'affiliate.accept', 'affiliate.decline', 'order.refund')),
	CONSTRAINT "admin_audit_log_target_type_check" CHECK ("target_type" in ('news', 'faq', 'care_item', 'city', 'page', 'promo_pack', 'content_image', 'redirect', 'user', 'affiliate_application', 'order'))
);
--> statement-breakpoint
CREATE TABLE "user_suspensions" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"disabled_at" timestamp with time zone NOT NULL,
	"disabled_by" integer,
	"reason" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"display_key" text NOT NULL,
	"thumbnail_key" text NOT NULL,
	"mime" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"original_name" text,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_packs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promo_packs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"colour" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"headline" jsonb NOT NULL,
	"texts" jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_packs_slug_unique" UNIQUE("slug"),
	CONSTRAINT "promo_packs_status_check" CHECK ("status" in ('draft', 'published'))
);
--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_suspensions" ADD CONSTRAINT "user_suspensions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_suspensions" ADD CONSTRAINT "user_suspensions_disabled_by_users_id_fk" FOREIGN KEY ("disabled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_images" ADD CONSTRAINT "content_images_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_log_occurred_idx" ON "admin_audit_log" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "admin_audit_log_target_idx" ON "admin_audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "admin_audit_log_actor_idx" ON "admin_audit_log" USING btree ("actor_user_id");--> statement-breakpoint
CREATE INDEX "content_images_created_idx" ON "content_images" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "promo_packs_status_idx" ON "promo_packs" USING btree ("status");--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_status_check" CHECK ("status" in ('draft', 'published'));