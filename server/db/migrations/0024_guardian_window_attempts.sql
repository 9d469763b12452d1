-- ADR 200: Guardian's sliding window keeps a blocked text message for the window's 10 minutes (never delivered, read
-- by no route), so the sender's next part to the same member is judged with it.
CREATE TABLE "guardian_window_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"sender_id" integer NOT NULL,
	"receiver_id" integer NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guardian_window_attempts" ADD CONSTRAINT "guardian_window_attempts_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_window_attempts" ADD CONSTRAINT "guardian_window_attempts_receiver_id_users_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guardian_window_attempts_pair_idx" ON "guardian_window_attempts" USING btree ("sender_id","receiver_id","created_at");--> statement-breakpoint
CREATE INDEX "guardian_window_attempts_created_idx" ON "guardian_window_attempts" USING btree ("created_at");