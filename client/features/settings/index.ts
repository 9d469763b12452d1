// The settings feature's public surface: the Profile Settings page.
export { SettingsPage } from './components/settings-page';
export type { LocationButton, LocatedPlace } from './components/profile-sections';
// The photo pipeline's upload call, shared with the registration wizard's photo step (issue 14).
export { uploadPhoto } from './api/photos';
export { photoFileProblem } from './components/photo-upload-dialog';
