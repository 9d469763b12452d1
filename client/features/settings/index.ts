// The settings feature's public surface: the Profile Settings page.
export { SettingsPage } from './components/settings-page';
export type { LocationButton, LocatedPlace } from './components/profile-sections';
export { photoFileProblem } from './components/photo-upload-dialog';
