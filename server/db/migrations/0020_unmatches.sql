CREATE TABLE "unmatches" (
	"user_low_id" integer NOT NULL,
	"user_high_id" integer NOT NULL,
	"ended_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unmatches_user_low_id_user_high_id_pk" PRIMARY KEY("user_low_id","user_high_id")
);
--> statement-breakpoint
ALTER TABLE "unmatches" ADD CONSTRAINT "unmatches_user_low_id_users_id_fk" FOREIGN KEY ("user_low_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unmatches" ADD CONSTRAINT "unmatches_user_high_id_users_id_fk" FOREIGN KEY ("user_high_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unmatches" ADD CONSTRAINT "unmatches_ended_by_users_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;