export { tapsQueryKey, useTapCount } from './api/get-taps';
export { useSendTap } from './api/send-tap';
export { TapButton } from './components/tap-button';
