// The safety feature's public surface: the Bestie Shield page, the public emergency viewer, and
// the in-app meet reminder / check-in notices shown while a member is signed in.
export { SafetyPage } from './components/safety-page';
export { EmergencyViewerPage } from './components/emergency-viewer-page';
export { SafetyNotices } from './components/safety-notices';
export { StopMessagesPage } from './components/stop-messages-page';
