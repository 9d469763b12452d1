// The profiles feature's public surface: the profile view page.
export { ProfilePage } from './components/profile-page';
// Member safety (issue 14): the same report and block dialogs serve the chat header and the profile.
export { BlockMemberDialog, ReportMemberDialog } from './components/member-safety-dialogs';
