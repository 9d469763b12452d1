// The safety feature's public surface: the Bestie Shield page and the public emergency viewer.
export { SafetyPage } from './components/safety-page';
export { EmergencyViewerPage } from './components/emergency-viewer-page';
