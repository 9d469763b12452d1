import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '#db/schema';

/** A wave (discovery card) or heart (profile Like) from one member to another. */
export const taps = pgTable(
  'taps',
  {
    id: serial('id').primaryKey(),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: integer('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tapType: text('tap_type', { enum: ['wave', 'heart'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('taps_receiver_created_idx').on(t.receiverId, t.createdAt),
    index('taps_sender_created_idx').on(t.senderId, t.createdAt),
  ],
);
