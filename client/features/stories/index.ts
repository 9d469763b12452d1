// The stories feature's public surface: the app imports only from here.
export { StoryRing } from './components/story-ring';
