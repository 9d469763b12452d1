import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { emailField, passwordField, PASSWORD_MIN, PRODUCT_NAME } from '#contracts';
import { Button } from '#ui/button';
import { PasswordToggle } from '#ui/password-toggle';
import { CardContent, CardDescription, CardHeader, CardTitle } from '#ui/card';
import { TextField } from '#ui/input';
import { Spinner } from '#ui/spinner';
import { toast } from '#ui/use-toast';
import { loginBody } from '../api/auth';
import { useAuth } from '../hooks/use-auth';
import { clsx } from 'clsx';

/** What the registration wizard receives in router state: the e-mail only (history state is not for secrets). */
export interface OnboardingRouteState {
  email: string;
}

// The password typed here is handed to the wizard in memory only, once, so it is asked once and
// never lands in history state or storage (issue 14). A reload simply asks for it again.
let handedOverPassword: string | null = null;
export function takeHandedOverPassword(): string | null {
  const password = handedOverPassword;
  handedOverPassword = null;
  return password;
}

const createAccountFields = z.object({ email: emailField, password: passwordField });

interface Values {
  email: string;
  password: string;
}

export function LoginForm() {
  const { login, isLoggingIn } = useAuth();
  const navigate = useNavigate();
  const [mode, setMode] = useState<'sign-in' | 'create-account'>('sign-in');
  const [showPassword, setShowPassword] = useState(false);
  const { register, handleSubmit, setError, clearErrors, formState } = useForm<Values>({
    defaultValues: { email: '', password: '' },
  });
  const creating = mode === 'create-account';
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = async (values: Values) => {
    // Spec 01 §5: the submission is ignored while either field is empty.
    if (!values.email.trim() || !values.password) return;
    setFormError(null);

    const parsed = (creating ? createAccountFields : loginBody).safeParse(values);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'email' || field === 'password') setError(field, { message: issue.message });
      }
      return;
    }

    if (creating) {
      handedOverPassword = parsed.data.password;
      void navigate('/onboarding', { state: { email: parsed.data.email } satisfies OnboardingRouteState });
      return;
    }

    try {
      const response = await login(parsed.data);
      if ('user' in response)
        toast({ title: 'Welcome back!', description: `Signed in as ${response.user.displayName}.` });
    } catch (error) {
      // Inline, under the fields: a toast would cover the buttons on a phone (issue 14).
      setFormError(error instanceof Error && error.message ? error.message : 'Please try again');
    }
  };

  const toggleMode = () => {
    clearErrors();
    setFormError(null);
    setMode(creating ? 'sign-in' : 'create-account');
  };

  return (
    <>
      <CardHeader>
        <CardTitle>{creating ? `Join ${PRODUCT_NAME}` : 'Welcome back'}</CardTitle>
        <CardDescription>
          {creating
            ? 'Start with your email and a password. Next, you set up your profile.'
            : 'Sign in to see who matches your vibe today.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
          <TextField
            label="Email"
            type="email"
            autoComplete={creating ? 'email' : 'username'}
            inputMode="email"
            placeholder="you@example.com"
            error={formState.errors.email?.message}
            {...register('email')}
          />
          <TextField
            label="Password"
            type={showPassword ? 'text' : 'password'}
            autoComplete={creating ? 'new-password' : 'current-password'}
            error={formState.errors.password?.message}
            hint={creating ? `At least ${PASSWORD_MIN} characters; mix letters with numbers or symbols.` : undefined}
            trailing={<PasswordToggle shown={showPassword} onToggle={() => setShowPassword((shown) => !shown)} />}
            {...register('password')}
          />
          {!creating && (
            <div className="-mt-2 flex justify-end">
              <Link
                to="/forgot-password"
                className={clsx(
                  'inline-flex min-h-11 items-center rounded-lg px-1 text-sm font-semibold',
                  'text-brand-violet-strong underline-offset-4 hover:underline',
                )}
              >
                Forgot password?
              </Link>
            </div>
          )}
          {formError && (
            <p role="alert" className="rounded-xl bg-danger-soft px-3 py-2 text-sm font-medium text-danger-strong">
              Login failed: {formError}
            </p>
          )}
          <Button type="submit" size="lg" className="w-full" disabled={isLoggingIn}>
            {isLoggingIn && <Spinner />}
            {isLoggingIn ? 'Processing...' : creating ? 'Create Account' : 'Sign In'}
          </Button>
        </form>
        <p className="mt-4 text-center text-sm text-ink-muted">
          {creating ? 'Already have an account?' : `New to ${PRODUCT_NAME}?`}{' '}
          <button
            type="button"
            onClick={toggleMode}
            className={clsx(
              'inline-flex min-h-11 items-center rounded-lg px-1 font-semibold',
              'text-brand-violet-strong underline-offset-4 hover:underline',
            )}
          >
            {creating ? 'Sign in instead' : 'Create an account instead'}
          </button>
        </p>
      </CardContent>
    </>
  );
}
