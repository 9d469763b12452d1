-- ADR 113: the inbox reads a conversation's last message through last_message_id, which must name the
-- conversation's newest message. Sends before this migration could leave it on an older one (a send batch that
-- drew lower ids committing after one that drew higher ids) or on an id never inserted (a lost clientId race).
UPDATE "conversations" AS c SET "last_message_id" = m."max_id"
FROM (SELECT "conversation_id", max("id") AS "max_id" FROM "messages" GROUP BY "conversation_id") AS m
WHERE m."conversation_id" = c."id" AND c."last_message_id" IS DISTINCT FROM m."max_id";--> statement-breakpoint
UPDATE "conversations" AS c SET "last_message_id" = NULL
WHERE c."last_message_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "messages" AS m WHERE m."conversation_id" = c."id");
