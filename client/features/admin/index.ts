// The staff console's public surface: the app imports only from here.
export { AdminPage } from './components/admin-page';
export { AdvancedGuardianPage } from './components/advanced-guardian-page';
export { AiTrainingPage } from './components/ai-training-page';
export { ModerationFeedbackPage } from './components/moderation-feedback-page';
export { StaffNav } from './components/staff-nav';
