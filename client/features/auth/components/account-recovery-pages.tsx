import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CheckCircle2, MailCheck, TriangleAlert } from 'lucide-react';
import { PASSWORD_MIN, PRODUCT_NAME, emailField, passwordWeakness } from '#contracts';
import { BrandMark } from '#ui/brand-mark';
import { Button } from '#ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#ui/card';
import { TextField } from '#ui/input';
import { PasswordToggle } from '#ui/password-toggle';
import { Spinner } from '#ui/spinner';
import { useForgotPassword, useResendVerification, useResetPassword, useVerifyEmail } from '../api/auth';
import { useAuth } from '../hooks/use-auth';
import { clsx } from 'clsx';

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : 'Please try again');
/** Server messages about the link start "token: …" (the field); people read the rest. */
const readable = (message: string) => message.replace(/^token:\s*/, '');

function RecoveryFrame({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh items-start justify-center bg-canvas px-4 py-10 sm:items-center">
      <title>{`${title} · ${PRODUCT_NAME}`}</title>
      <div className="w-full max-w-md space-y-6">
        <div className="flex justify-center">
          <BrandMark />
        </div>
        <Card>
          <CardHeader>
            <CardTitle>{title}</CardTitle>
            {description && <CardDescription>{description}</CardDescription>}
          </CardHeader>
          <CardContent className="space-y-4">{children}</CardContent>
        </Card>
      </div>
    </div>
  );
}

function Notice({ tone, children }: { tone: 'ok' | 'error'; children: ReactNode }) {
  const Icon = tone === 'ok' ? CheckCircle2 : TriangleAlert;
  return (
    <p
      role={tone === 'ok' ? 'status' : 'alert'}
      className={
        tone === 'ok'
          ? 'flex gap-2 rounded-xl bg-safe-soft p-3 text-sm text-ink'
          : 'flex gap-2 rounded-xl bg-danger-soft p-3 text-sm text-danger-strong'
      }
    >
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

const backToSignIn = (
  <Link
    to="/"
    className={clsx(
      'inline-flex min-h-11 items-center font-semibold text-brand-violet-strong',
      'underline-offset-4 hover:underline',
    )}
  >
    Back to sign in
  </Link>
);

/** /forgot-password: asks for the address; the answer never says whether it has an account. */
export function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sent, setSent] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = emailField.safeParse(email);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    try {
      await forgot.mutateAsync(parsed.data);
      setSent(true);
    } catch (e) {
      setError(messageOf(e));
    }
  };

  return (
    <RecoveryFrame
      title="Forgot password?"
      description="Enter the e-mail address of your account and we will send you a link to choose a new password."
    >
      {sent ? (
        <Notice tone="ok">
          If an account exists for that address, we have sent it a link. It works once, for 1 hour.
        </Notice>
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <TextField
            label="Email"
            type="email"
            autoComplete="username"
            inputMode="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={error}
          />
          <Button type="submit" size="lg" className="w-full" disabled={forgot.isPending}>
            {forgot.isPending && <Spinner />}
            Send reset link
          </Button>
        </form>
      )}
      {backToSignIn}
    </RecoveryFrame>
  );
}

/** /reset-password?token=…: the link from the mail; success signs out every session. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [shown, setShown] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [linkError, setLinkError] = useState<string | undefined>(
    token ? undefined : 'This reset link is incomplete. Request a new one.',
  );
  const [done, setDone] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const weakness = passwordWeakness(password);
    if (weakness) return setError(weakness);
    setError(undefined);
    try {
      await reset.mutateAsync({ token, password });
      setDone(true);
    } catch (e) {
      const message = messageOf(e);
      if (message.startsWith('token:')) setLinkError(readable(message));
      else setError(message);
    }
  };

  return (
    <RecoveryFrame title="Choose a new password">
      {done ? (
        <Notice tone="ok">
          Your password has been changed and every device has been signed out. Sign in with your new password.
        </Notice>
      ) : linkError ? (
        <>
          <Notice tone="error">{linkError}</Notice>
          <Link
            to="/forgot-password"
            className={clsx(
              'inline-flex min-h-11 items-center font-semibold text-brand-violet-strong',
              'underline-offset-4 hover:underline',
            )}
          >
            Request a new link
          </Link>
        </>
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <TextField
            label="New password"
            type={shown ? 'text' : 'password'}
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={error}
            hint={`At least ${PASSWORD_MIN} characters; not a common password.`}
            trailing={<PasswordToggle shown={shown} onToggle={() => setShown((s) => !s)} />}
          />
          <Button type="submit" size="lg" className="w-full" disabled={reset.isPending}>
            {reset.isPending && <Spinner />}
            Save new password
          </Button>
        </form>
      )}
      {backToSignIn}
    </RecoveryFrame>
  );
}

/**
 * /verify-email?token=…: opens the welcome mail's link (once, even under React's double effects).
 * Without a token it is the place the banner sends an unverified member: resend the link.
 */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const { user } = useAuth();
  const verify = useVerifyEmail();
  const resend = useResendVerification();
  const started = useRef(false);
  const [resent, setResent] = useState<string | undefined>();

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    verify.mutate(token);
  }, [token, verify]);

  const onResend = async () => {
    try {
      await resend.mutateAsync();
      setResent(`We sent a new link to ${user?.email ?? 'your address'}.`);
    } catch (e) {
      setResent(messageOf(e));
    }
  };

  const resendControl = user && !user.emailVerified && (
    <div className="space-y-3">
      <Button variant="secondary" size="lg" className="w-full" onClick={onResend} disabled={resend.isPending}>
        {resend.isPending ? <Spinner /> : <MailCheck aria-hidden className="size-4" />}
        Send a new link
      </Button>
      {resent && (
        <p role="status" className="text-sm text-ink-muted">
          {resent}
        </p>
      )}
    </div>
  );

  if (token) {
    return (
      <RecoveryFrame title="Verify your e-mail">
        {verify.isSuccess ? (
          <Notice tone="ok">Thank you: your e-mail address is verified.</Notice>
        ) : verify.isError ? (
          <>
            <Notice tone="error">{readable(messageOf(verify.error))}</Notice>
            {resendControl}
          </>
        ) : (
          <p className="flex items-center gap-2 text-sm text-ink-muted">
            <Spinner /> Checking your link…
          </p>
        )}
        <Link
          to="/"
          className={clsx(
            'inline-flex min-h-11 items-center font-semibold text-brand-violet-strong',
            'underline-offset-4 hover:underline',
          )}
        >
          Continue to {PRODUCT_NAME}
        </Link>
      </RecoveryFrame>
    );
  }
  return (
    <RecoveryFrame
      title="Verify your e-mail"
      description={
        user?.emailVerified
          ? undefined
          : 'We sent a link to your address when you joined. Open it ' +
            'to confirm the address is yours; it works for 48 hours.'
      }
    >
      {user?.emailVerified ? <Notice tone="ok">Your e-mail address is verified.</Notice> : resendControl}
      {!user && <p className="text-sm text-ink-muted">Open the link from the e-mail we sent you.</p>}
      <Link
        to="/"
        className={clsx(
          'inline-flex min-h-11 items-center font-semibold text-brand-violet-strong',
          'underline-offset-4 hover:underline',
        )}
      >
        Continue to {PRODUCT_NAME}
      </Link>
    </RecoveryFrame>
  );
}

/** Shown to signed-in members who have not verified their address yet (they can use the app). */
export function VerifyEmailBanner() {
  const { user } = useAuth();
  if (!user || user.emailVerified) return null;
  return (
    <div role="status" className="border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-ink">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3">
        <span>Please confirm your e-mail address: we sent a link to {user.email}.</span>
        <Link
          to="/verify-email"
          className={clsx(
            'inline-flex min-h-11 items-center font-semibold text-brand-violet-strong',
            'underline underline-offset-4',
          )}
        >
          Verify e-mail
        </Link>
      </div>
    </div>
  );
}
