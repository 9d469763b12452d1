// The Guardian demo feature's public surface: the app imports only from here.
export { GuardianDemoPage } from './components/guardian-demo-page';
