// The discovery feature's public surface: the app imports only from here.
export { DiscoverPage } from './components/discover-page';
export { VibeTypeTabs } from './components/vibe-type-tabs';
// The discovery and discovery-settings resources (ADR 093): Settings edits the same settings entry, and
// features that change what the grid shows reset `discoveryKeys`.
export { discoveryKeys, discoveryQueries } from './api/discovery';
export {
  discoverySettingsKeys,
  discoverySettingsQueries,
  useDiscoverySettings,
  useUpdateDiscoverySettings,
} from './api/discovery-settings';
