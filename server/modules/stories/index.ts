/** Stories: 24-hour text, photo and video stories, moderated by Guardian (decision 16). */
export { createStoriesService, STORY_EXPIRE_JOB, STORY_MODERATE_JOB, type StoriesService } from './stories.service';
export { registerStoryRoutes } from './stories.routes';
export { stories } from './stories.schema';
