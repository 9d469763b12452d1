import type { ModerationContext, ModerationDecision, ModerationSubjectType } from '#contracts';
import type { Database } from '#db/client';
import type { moderationRequests } from '#db/schema';

export type ModerationRequestRow = typeof moderationRequests.$inferSelect;
/** A request whose subject is known (every request written since typed subjects). */
export type SubjectRequest<T extends ModerationSubjectType = ModerationSubjectType> = ModerationRequestRow & {
  subjectType: T;
  subjectId: number;
};

/**
 * What the pipeline needs from the module that owns one kind of content. `apply` runs INSIDE the
 * decision's transaction (so status, content, trust, training sample and audit entry commit
 * together) and may return work for after the commit (socket fan-out, file removal).
 */
export interface ModerationAdapter<T extends ModerationSubjectType = ModerationSubjectType> {
  apply(
    tx: Database,
    request: SubjectRequest<T>,
    decision: ModerationDecision,
    moderatorId: number,
  ): Promise<(() => Promise<void>) | void>;
  /** The content and its surroundings, as a moderator needs them to judge. */
  locate(request: SubjectRequest<T>): Promise<ModerationContext>;
}

/** One adapter per subject type: a missing one is a compile error where the app wires them. */
export type ModerationAdapters = { [K in ModerationSubjectType]: ModerationAdapter<K> };
