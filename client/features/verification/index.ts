// Member verification (selfie → moderator → Verified badge): the app imports only from here.
export { VerificationPage } from './components/verification-page';
