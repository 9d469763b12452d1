export { tapKeys, tapQueries, useLikedIds, useReceivedLikes, useSendTap, useTapCount } from './api/taps';
export { TapButton } from './components/tap-button';
export { LikesPage } from './components/likes-page';
