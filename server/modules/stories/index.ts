import { defineModule } from '#server/context';
import type { GuardianService } from '#modules/guardian';
import type { ModerationQueue } from '#modules/moderation';
import { registerStoryRoutes } from './stories.routes';
import { createStoriesService } from './stories.service';

/** Stories: 24-hour text, photo and video stories, moderated by Guardian (decision 16). */
export { createStoriesService, STORY_EXPIRE_JOB, STORY_MODERATE_JOB, type StoriesService } from './stories.service';
export { stories } from './stories.schema';

/** Stories (ADR 077): the service, its jobs (`init`, before the app starts the queue) and its routes. */
export const storiesModule = defineModule({
  name: 'stories',
  async register(app, ctx, deps: { guardian: GuardianService; moderation: ModerationQueue }) {
    const stories = createStoriesService(ctx, deps.guardian, deps.moderation);
    stories.init();
    registerStoryRoutes(app, ctx, stories);
    return stories;
  },
});
