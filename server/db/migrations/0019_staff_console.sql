CREATE TABLE "criminality_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"severity" text NOT NULL,
	"content_id" text NOT NULL,
	"content_type" text NOT NULL,
	"criminality_type" text[] NOT NULL,
	"content" text NOT NULL,
	"user_id" integer,
	"source" text NOT NULL,
	"follow_up_required" boolean NOT NULL,
	"followed_up_at" timestamp with time zone,
	"followed_up_by" integer,
	"follow_up_notes" text,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"reporter_id" integer NOT NULL,
	"reported_user_id" integer NOT NULL,
	"reason" text NOT NULL,
	"details" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moderation_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"content_id" text NOT NULL,
	"content_type" text NOT NULL,
	"content" text NOT NULL,
	"original_action" text NOT NULL,
	"moderator_action" text NOT NULL,
	"moderator_id" integer,
	"reason" text NOT NULL,
	"risk_factors" text[] DEFAULT '{}'::text[] NOT NULL,
	"criminality_flags" text[] DEFAULT '{}'::text[] NOT NULL,
	"training_sample_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moderation_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_id" integer,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"target_user_id" integer,
	"notes" text,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suspensions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"reason" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_by" integer,
	"lifted_at" timestamp with time zone,
	"lifted_by" integer
);
--> statement-breakpoint
CREATE TABLE "trust_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"delta" integer NOT NULL,
	"trust_score" integer NOT NULL,
	"source" text NOT NULL,
	"reason" text NOT NULL,
	"moderation_request_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "moderation_requests" ADD COLUMN "subject_type" text;--> statement-breakpoint
ALTER TABLE "moderation_requests" ADD COLUMN "subject_id" integer;--> statement-breakpoint
ALTER TABLE "moderation_requests" ADD COLUMN "subject_field" text;--> statement-breakpoint
ALTER TABLE "moderation_requests" ADD COLUMN "reporter_id" integer;--> statement-breakpoint
ALTER TABLE "criminality_reports" ADD CONSTRAINT "criminality_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "criminality_reports" ADD CONSTRAINT "criminality_reports_followed_up_by_users_id_fk" FOREIGN KEY ("followed_up_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_reports" ADD CONSTRAINT "member_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_reports" ADD CONSTRAINT "member_reports_reported_user_id_users_id_fk" FOREIGN KEY ("reported_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_feedback" ADD CONSTRAINT "moderation_feedback_moderator_id_users_id_fk" FOREIGN KEY ("moderator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_logs" ADD CONSTRAINT "moderation_logs_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_logs" ADD CONSTRAINT "moderation_logs_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suspensions" ADD CONSTRAINT "suspensions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suspensions" ADD CONSTRAINT "suspensions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suspensions" ADD CONSTRAINT "suspensions_lifted_by_users_id_fk" FOREIGN KEY ("lifted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_events" ADD CONSTRAINT "trust_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "criminality_reports_open_idx" ON "criminality_reports" USING btree ("follow_up_required","followed_up_at");--> statement-breakpoint
CREATE INDEX "member_reports_reported_idx" ON "member_reports" USING btree ("reported_user_id");--> statement-breakpoint
CREATE INDEX "member_reports_reporter_idx" ON "member_reports" USING btree ("reporter_id","created_at");--> statement-breakpoint
CREATE INDEX "moderation_logs_created_idx" ON "moderation_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "moderation_logs_target_user_idx" ON "moderation_logs" USING btree ("target_user_id");--> statement-breakpoint
CREATE INDEX "suspensions_user_idx" ON "suspensions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "trust_events_user_idx" ON "trust_events" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "trust_events_request_key" ON "trust_events" USING btree ("moderation_request_id","user_id");--> statement-breakpoint
ALTER TABLE "moderation_requests" ADD CONSTRAINT "moderation_requests_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "moderation_requests_subject_idx" ON "moderation_requests" USING btree ("subject_type","subject_id");--> statement-breakpoint
-- Existing requests get their typed subject once, from the readable key they were written with.
UPDATE "moderation_requests" SET "subject_type" = CASE "content_type" WHEN 'profile' THEN 'profile_text' ELSE "content_type" END,
  "subject_id" = split_part("content_ref", ':', 2)::integer,
  "subject_field" = CASE WHEN "content_type" = 'profile' THEN nullif(split_part("content_ref", ':', 3), '') END
  WHERE "subject_type" IS NULL AND "content_ref" ~ '^(message|photo|story|profile):[0-9]+(:[A-Za-z]+)?$';
