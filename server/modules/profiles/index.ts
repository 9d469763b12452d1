/** Profiles, vibes, discovery settings, NSFW preferences and blocks. Other modules import only this file. */
import { defineModule } from '#server/context';
import type { GuardianService } from '#modules/guardian';
import type { ModerationQueue } from '#modules/moderation';
import { registerProfileRoutes } from './profiles.routes';
import { createProfilesService } from './profiles.service';

export { createProfilesService, type ProfilesService } from './profiles.service';
export { isOnline, mayViewMember, ONLINE_WINDOW_MS, type MemberViewFacts } from './profiles.policy';
export { presentPublicProfile } from './profiles.presenter';
export { couldMeetSql, wroteInConversation, wroteInConversationSql } from './profiles.repository';

/** Profiles (ADR 077): the service and its routes; profile text goes to Guardian and the review queue. */
export const profilesModule = defineModule({
  name: 'profiles',
  async register(app, ctx, deps: { guardian: GuardianService; moderation: ModerationQueue }) {
    const profiles = createProfilesService(ctx, deps.guardian, deps.moderation);
    registerProfileRoutes(app, profiles, ctx.config.rateLimitScale);
    return profiles;
  },
});
