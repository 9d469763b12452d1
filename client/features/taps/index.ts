export { tapsQueryKey, useLikedIds, useReceivedLikes, useTapCount } from './api/get-taps';
export { useSendTap } from './api/send-tap';
export { TapButton } from './components/tap-button';
export { LikesPage } from './components/likes-page';
