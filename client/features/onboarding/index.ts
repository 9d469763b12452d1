// The onboarding feature's public surface: the registration wizard page and the tour modal.
export { RegistrationWizard } from './components/registration-wizard';
export { OnboardingTour } from './components/onboarding-tour';
