export { useTapCount, tapsQueryKey } from './api/get-taps';
