// The discovery feature's public surface: the app imports only from here.
export { DiscoverPage } from './components/discover-page';
export { VibeTypeTabs } from './components/vibe-type-tabs';
