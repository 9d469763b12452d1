import { Card } from '#ui/card';
import { useAuth } from '../hooks/use-auth';
import { LoginForm } from './login-form';
import { TwoFactorForm } from './two-factor-form';

/** The sign-in card; it becomes the Two-Factor Authentication card while a code is pending. */
export function AuthCard() {
  const { requireTwoFA } = useAuth();
  return <Card className="w-full">{requireTwoFA ? <TwoFactorForm /> : <LoginForm />}</Card>;
}
