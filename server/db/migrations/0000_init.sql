CREATE TABLE "discovery_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"appear_in_hookup" boolean DEFAULT false NOT NULL,
	"appear_in_date" boolean DEFAULT true NOT NULL,
	"appear_in_chat" boolean DEFAULT false NOT NULL,
	"age_min" integer DEFAULT 18 NOT NULL,
	"age_max" integer DEFAULT 65 NOT NULL,
	"max_distance" integer DEFAULT 25 NOT NULL,
	"enable_nsfw_content" boolean DEFAULT false NOT NULL,
	"height_filter" text[] DEFAULT '{}'::text[] NOT NULL,
	"body_type_filter" text[] DEFAULT '{}'::text[] NOT NULL,
	"relationship_status_filter" text[] DEFAULT '{}'::text[] NOT NULL,
	"language_filter" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nsfw_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"receive_text_nsfw" boolean DEFAULT true NOT NULL,
	"receive_image_nsfw" boolean DEFAULT false NOT NULL,
	"warn_before_nsfw" boolean DEFAULT true NOT NULL,
	"blur_nsfw_content" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"gender" text NOT NULL,
	"sexual_identity" text,
	"interested_in" text[] DEFAULT '{}'::text[] NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"location" text,
	"latitude" double precision,
	"longitude" double precision,
	"height" text,
	"body_type" text,
	"relationship_status" text,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"interests" text[] DEFAULT '{}'::text[] NOT NULL,
	"food_preferences" text[] DEFAULT '{}'::text[] NOT NULL,
	"profile_picture_url" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" text,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "two_factor_challenges" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"two_factor_enabled" boolean DEFAULT false NOT NULL,
	"trust_score" integer DEFAULT 50 NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"suspended_until" timestamp with time zone,
	"suspension_reason" text,
	"last_seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vibes" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"romantic" integer DEFAULT 50 NOT NULL,
	"dominance" integer DEFAULT 50 NOT NULL,
	"social" integer DEFAULT 50 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "discovery_settings" ADD CONSTRAINT "discovery_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nsfw_preferences" ADD CONSTRAINT "nsfw_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_factor_challenges" ADD CONSTRAINT "two_factor_challenges_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_factor_challenges" ADD CONSTRAINT "two_factor_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vibes" ADD CONSTRAINT "vibes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_display_name_lower_key" ON "profiles" USING btree (lower("display_name"));--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "two_factor_session_idx" ON "two_factor_challenges" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));