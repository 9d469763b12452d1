CREATE TABLE "safety_opt_outs" (
	"recipient" text NOT NULL,
	"member_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "safety_opt_outs_recipient_member_id_pk" PRIMARY KEY("recipient","member_id")
);
--> statement-breakpoint
CREATE INDEX "safety_notifications_recipient_idx" ON "safety_notifications" USING btree ("recipient","created_at");