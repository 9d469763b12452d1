// The profiles feature's public surface: the profile view page.
export { ProfilePage } from './components/profile-page';
