import { useState, type FormEvent } from 'react';
import { MailCheck } from 'lucide-react';
import { VERIFICATION_CODE_LENGTH } from '#contracts';
import { Button } from '#ui/button';
import { CardContent, CardDescription, CardHeader, CardTitle } from '#ui/card';
import { TextField } from '#ui/input';
import { Spinner } from '#ui/spinner';
import { toast } from '#ui/use-toast';
import { verifyTwoFactorBody } from '../api/auth';
import { useAuth } from '../hooks/use-auth';
import { clsx } from 'clsx';

const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

export function TwoFactorForm() {
  const { twoFactorEmail, verifyTwoFactor, resendTwoFactor, cancelTwoFactor, isVerifying, isResending } = useAuth();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const address = twoFactorEmail ?? 'your email address';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // Spec 01 §5: the submission is ignored while the code is empty.
    if (!code.trim()) return;
    const parsed = verifyTwoFactorBody.safeParse({ verificationCode: code });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    try {
      const user = await verifyTwoFactor(parsed.data.verificationCode);
      toast({ title: 'Welcome!', description: `Signed in as ${user.displayName}.` });
    } catch (failure) {
      toast({
        title: 'Authentication Failed',
        description: messageOf(failure, 'Invalid verification code'),
        variant: 'destructive',
      });
    }
  };

  const onResend = async () => {
    try {
      await resendTwoFactor();
      setCode('');
      toast({
        title: 'Code sent',
        description: `A new ${VERIFICATION_CODE_LENGTH}-digit code was sent to ${address}.`,
      });
    } catch (failure) {
      toast({
        title: 'Could not resend the code',
        description: messageOf(failure, 'Please try again'),
        variant: 'destructive',
      });
    }
  };

  return (
    <>
      <CardHeader>
        <CardTitle>Two-Factor Authentication</CardTitle>
        <CardDescription>One more step keeps your account safe.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div role="status" className="flex gap-3 rounded-xl border border-chat/30 bg-blue-50 p-4 text-sm text-ink">
          <MailCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-chat-strong" />
          <div>
            <p className="font-semibold">Check Your Email</p>
            <p className="text-ink-muted">
              We sent a {VERIFICATION_CODE_LENGTH}-digit verification code to{' '}
              <strong className="text-ink">{address}</strong>.
            </p>
          </div>
        </div>
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <TextField
            label="Verification code"
            name="verificationCode"
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={VERIFICATION_CODE_LENGTH}
            autoFocus
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
            error={error}
            className="[&_input]:text-center [&_input]:text-2xl [&_input]:tracking-[0.5em]"
          />
          <Button type="submit" size="lg" className="w-full" disabled={isVerifying}>
            {isVerifying && <Spinner />}
            {isVerifying ? 'Verifying...' : 'Verify Code'}
          </Button>
        </form>
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <button
            type="button"
            onClick={onResend}
            disabled={isResending}
            className={clsx(
              'inline-flex min-h-11 items-center rounded-lg px-1 font-semibold',
              'text-brand-violet-strong underline-offset-4 hover:underline',
              'disabled:opacity-60',
            )}
          >
            {isResending ? 'Sending...' : 'Resend code'}
          </button>
          <button
            type="button"
            onClick={cancelTwoFactor}
            className={clsx(
              'inline-flex min-h-11 items-center rounded-lg px-1 font-medium',
              'text-ink-muted underline-offset-4 hover:underline',
            )}
          >
            Use a different account
          </button>
        </div>
      </CardContent>
    </>
  );
}
