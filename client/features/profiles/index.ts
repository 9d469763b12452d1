// The profiles feature's public surface: the profile view page.
export { ProfilePage } from './components/profile-page';
// Member safety (issue 14): the same report and block dialogs serve the chat header and the profile.
export { BlockMemberDialog, ReportMemberDialog } from './components/member-safety-dialogs';
// The profile, photos and blocks resources (ADR 093): read and changed by Settings, Discover, the
// device location and the sign-up photo step through these, with one key each.
export {
  ownView,
  profileKeys,
  profileQueries,
  updateProfile,
  useOwnProfile,
  useProfile,
  useUpdateProfile,
} from './api/profile';
export {
  photoKeys,
  photoQueries,
  uploadPhoto,
  uploadPhotoFile,
  usePhotos,
  useDeletePhoto,
  useSetProfilePicture,
  useUploadPhoto,
} from './api/photos';
export { blockKeys, blockQueries, useBlockedMembers, useUnblock } from './api/blocks';
