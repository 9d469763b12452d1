CREATE TABLE "app_flags" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guardian_keywords" (
	"id" serial PRIMARY KEY NOT NULL,
	"list" text NOT NULL,
	"keyword" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "model_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"trained_at" timestamp with time zone NOT NULL,
	"metrics" jsonb NOT NULL,
	"sample_count" integer NOT NULL,
	"feedback_sample_count" integer DEFAULT 0 NOT NULL,
	"model" text NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"trigger" text DEFAULT 'manual' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moderation_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"priority" text DEFAULT 'normal' NOT NULL,
	"content_type" text NOT NULL,
	"content_ref" text,
	"user_id" integer,
	"content_text" text,
	"content_url" text,
	"reason" text NOT NULL,
	"ai_confidence" double precision DEFAULT 0 NOT NULL,
	"risk_score" integer DEFAULT 0 NOT NULL,
	"ai_label" text,
	"verdict" jsonb,
	"reviewer_id" integer,
	"reviewed_at" timestamp with time zone,
	"review_notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_samples" (
	"id" serial PRIMARY KEY NOT NULL,
	"content" text NOT NULL,
	"content_type" text DEFAULT 'message' NOT NULL,
	"label" text NOT NULL,
	"expected_action" text NOT NULL,
	"confidence" double precision DEFAULT 0.8 NOT NULL,
	"source" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guardian_keywords" ADD CONSTRAINT "guardian_keywords_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_requests" ADD CONSTRAINT "moderation_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_requests" ADD CONSTRAINT "moderation_requests_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_samples" ADD CONSTRAINT "training_samples_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guardian_keywords_list_keyword_key" ON "guardian_keywords" USING btree ("list",lower("keyword"));--> statement-breakpoint
CREATE UNIQUE INDEX "model_versions_version_key" ON "model_versions" USING btree ("version");--> statement-breakpoint
CREATE INDEX "moderation_requests_status_idx" ON "moderation_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "training_samples_created_idx" ON "training_samples" USING btree ("created_at");