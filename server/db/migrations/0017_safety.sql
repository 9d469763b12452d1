CREATE TABLE "emergency_alert_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"alert_id" integer NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"accuracy" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "emergency_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"alert_type" text NOT NULL,
	"severity" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"viewer_token_hash" text NOT NULL,
	"message" text,
	"location_text" text,
	"latitude" double precision,
	"longitude" double precision,
	"accuracy" double precision,
	"last_location_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "emergency_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"phone_number" text NOT NULL,
	"relationship" text NOT NULL,
	"email" text,
	"is_primary" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meet_tracking" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"chat_user_id" integer,
	"contact_id" integer,
	"meet_date" timestamp with time zone NOT NULL,
	"duration_minutes" integer DEFAULT 120 NOT NULL,
	"meet_location" text,
	"description" text,
	"reminder_time" timestamp with time zone NOT NULL,
	"reminder_sent_at" timestamp with time zone,
	"safety_notes" text,
	"status" text DEFAULT 'planned' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "safety_checkins" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"meet_id" integer NOT NULL,
	"scheduled_time" timestamp with time zone NOT NULL,
	"location" text,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"completed_at" timestamp with time zone,
	"escalated_at" timestamp with time zone,
	"alert_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "safety_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"alert_id" integer,
	"meet_id" integer,
	"contact_id" integer,
	"recipient_name" text NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "emergency_alert_locations" ADD CONSTRAINT "emergency_alert_locations_alert_id_emergency_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."emergency_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emergency_alerts" ADD CONSTRAINT "emergency_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emergency_contacts" ADD CONSTRAINT "emergency_contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meet_tracking" ADD CONSTRAINT "meet_tracking_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meet_tracking" ADD CONSTRAINT "meet_tracking_chat_user_id_users_id_fk" FOREIGN KEY ("chat_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meet_tracking" ADD CONSTRAINT "meet_tracking_contact_id_emergency_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."emergency_contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_checkins" ADD CONSTRAINT "safety_checkins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_checkins" ADD CONSTRAINT "safety_checkins_meet_id_meet_tracking_id_fk" FOREIGN KEY ("meet_id") REFERENCES "public"."meet_tracking"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_notifications" ADD CONSTRAINT "safety_notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_notifications" ADD CONSTRAINT "safety_notifications_alert_id_emergency_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."emergency_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_notifications" ADD CONSTRAINT "safety_notifications_meet_id_meet_tracking_id_fk" FOREIGN KEY ("meet_id") REFERENCES "public"."meet_tracking"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_notifications" ADD CONSTRAINT "safety_notifications_contact_id_emergency_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."emergency_contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "emergency_alert_locations_alert_idx" ON "emergency_alert_locations" USING btree ("alert_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "emergency_alerts_token_key" ON "emergency_alerts" USING btree ("viewer_token_hash");--> statement-breakpoint
CREATE INDEX "emergency_alerts_user_idx" ON "emergency_alerts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "emergency_contacts_user_idx" ON "emergency_contacts" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "meet_tracking_user_idx" ON "meet_tracking" USING btree ("user_id","meet_date");--> statement-breakpoint
CREATE UNIQUE INDEX "safety_checkins_meet_key" ON "safety_checkins" USING btree ("meet_id");--> statement-breakpoint
CREATE INDEX "safety_checkins_user_idx" ON "safety_checkins" USING btree ("user_id","scheduled_time");--> statement-breakpoint
CREATE UNIQUE INDEX "safety_notifications_dedupe_key" ON "safety_notifications" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "safety_notifications_alert_idx" ON "safety_notifications" USING btree ("alert_id");--> statement-breakpoint
CREATE INDEX "safety_notifications_pending_idx" ON "safety_notifications" USING btree ("created_at") WHERE status = 'pending';