// The staff console's public surface: the app imports only from here.
export { AdminPage } from './components/admin-page';
