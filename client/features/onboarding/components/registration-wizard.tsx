import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Check } from 'lucide-react';
import clsx from 'clsx';
import { PRODUCT_NAME, REGISTRATION_STEPS } from '#contracts';
import { PageShell } from '#layout/page-shell';
import { Button } from '#ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#ui/card';
import { Spinner } from '#ui/spinner';
import { toast } from '#ui/use-toast';
import { takeHandedOverPassword, useAuth, useRegisterMutation, type OnboardingRouteState } from '#features/auth';
import { findPlaces } from '#features/location';
import { ApiError } from '#lib/api-client';
import { PhotoStep } from './photo-step';
import { clearDraft, clearPhotoStep, finishDraft, photoStepPending, readDraft, writeDraft } from './wizard-draft';
import {
  AccountStep,
  DiscoveryStep,
  IdentityStep,
  ProfileStep,
  SafetyStep,
  VibesStep,
  type StepProps,
} from './wizard-steps';
import {
  WIZARD_STEPS,
  canAdvance,
  errorsForStep,
  firstStepWithError,
  initialValues,
  validate,
  type FieldErrors,
  type WizardValues,
} from './wizard-model';

const STEP_INTRO: Record<(typeof WIZARD_STEPS)[number], string> = {
  Account: 'Your sign-in details and the basics others see.',
  Profile: 'Who you are and who you would like to meet.',
  Identity: 'A little more about you. Everything here is optional.',
  Vibes: 'Your personality on three dimensions, from 0 to 100.',
  Discovery: 'Which grids you appear in, and who you see.',
  Safety: 'What content may reach you, and how you sign in.',
};

const STEP_BODY: Record<(typeof WIZARD_STEPS)[number], (props: StepProps) => ReactNode> = {
  Account: AccountStep,
  Profile: ProfileStep,
  Identity: IdentityStep,
  Vibes: VibesStep,
  Discovery: DiscoveryStep,
  Safety: SafetyStep,
};

function readPrefill(state: unknown): Partial<OnboardingRouteState> {
  if (!state || typeof state !== 'object') return {};
  const { email } = state as Record<string, unknown>;
  return { email: typeof email === 'string' ? email : undefined };
}

/** Which step a server refusal belongs to, so the member fixes it where they typed it. */
function fieldOfServerError(message: string): string | null {
  if (/^location:|location/i.test(message) && !/email|display name/i.test(message)) return 'location';
  if (/email/i.test(message)) return 'email';
  if (/display name/i.test(message)) return 'displayName';
  if (/password/i.test(message)) return 'password';
  return null;
}
const withoutField = (message: string) => message.replace(/^location:\s*/, '');

/** /onboarding (title Welcome): the six-step registration wizard of spec 01 §2 and §4. */
export function RegistrationWizard() {
  const location = useLocation();
  const navigate = useNavigate();
  const { applyAuthResponse, isAuthenticated, user } = useAuth();
  // Set just before the sign-in, so the optional photo step (which needs the session) follows; a
  // reload comes back to it through the draft (finishDraft), as long as the same member is signed in.
  const [registered, setRegistered] = useState(false);
  const registerMutation = useRegisterMutation();
  const [draft] = useState(readDraft);
  const [step, setStep] = useState(() => (typeof draft.step === 'number' ? draft.step : 1));
  const [values, setValues] = useState<WizardValues>(() => {
    const { step: _step, ...saved } = draft;
    const prefill = readPrefill(location.state);
    const password = takeHandedOverPassword() ?? '';
    return { ...initialValues(prefill), ...saved, password, ...(prefill.email ? { email: prefill.email } : {}) };
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [placing, setPlacing] = useState(false);
  useEffect(() => {
    if (!registered && !isAuthenticated) writeDraft(values, step);
  }, [values, step, registered, isAuthenticated]);

  const name = WIZARD_STEPS[step - 1];
  const Body = STEP_BODY[name];
  const isLast = step === REGISTRATION_STEPS;
  const busy = registerMutation.isPending || placing;
  const allowed = canAdvance(step, values);

  const update = (patch: Partial<WizardValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    // A field's message goes away as soon as the member changes that field.
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([key]) => !(key.split('.')[0] in patch))),
    );
  };

  const submit = async () => {
    const result = validate(values);
    if (result.errors) {
      setErrors(result.errors);
      setStep(firstStepWithError(result.errors) ?? step);
      return;
    }
    try {
      const response = await registerMutation.mutateAsync(result.body);
      if ('user' in response) {
        finishDraft(response.user.id);
        setRegistered(true);
      } else {
        clearDraft();
      }
      applyAuthResponse(response, result.body.email);
      toast({
        title: `Welcome to ${PRODUCT_NAME}!`,
        description: 'Your profile has been created successfully.',
        variant: 'success',
      });
      if (!('user' in response)) void navigate('/', { replace: true });
    } catch (error) {
      const message = error instanceof Error ? error.message : '';
      const field =
        error instanceof ApiError && (error.status === 400 || error.status === 409)
          ? fieldOfServerError(message)
          : null;
      if (field) {
        // Shown inline at the step where it was typed, not as a toast over the buttons.
        setErrors({ [field]: withoutField(message) });
        setStep(firstStepWithError({ [field]: message }) ?? step);
        return;
      }
      toast({
        title: 'Registration Failed',
        description: error instanceof Error && error.message ? error.message : 'Please try again',
        variant: 'destructive',
      });
    }
  };

  const onNext = (event: FormEvent) => {
    event.preventDefault();
    if (!allowed || busy) return;
    if (isLast) {
      void submit();
      return;
    }
    const stepErrors = errorsForStep(step, validate(values).errors ?? {});
    if (Object.keys(stepErrors).length > 0) {
      setErrors(stepErrors);
      return;
    }
    if (step === 1 && values.latitude === null) {
      void placeTypedLocation();
      return;
    }
    setErrors({});
    setStep(step + 1);
  };

  // Step 1's typed city is placed before moving on: one place → on; several → pick; none → say so.
  const placeTypedLocation = async () => {
    setPlacing(true);
    try {
      const places = await findPlaces(values.location);
      if (places.length === 1) {
        const [place] = places;
        update({ latitude: place!.latitude, longitude: place!.longitude, placedAs: place!.location, placeChoices: [] });
        setErrors({});
        setStep(2);
      } else {
        update({ placeChoices: places });
      }
    } catch (error) {
      setErrors({
        location: withoutField(
          error instanceof Error ? error.message : 'We could not find that place. Try "City, State".',
        ),
      });
    } finally {
      setPlacing(false);
    }
  };

  const onBack = () => {
    if (step === 1) void navigate('/');
    else setStep(step - 1);
  };

  if (registered || (isAuthenticated && photoStepPending(user?.id))) {
    const onDone = () => {
      clearPhotoStep();
      void navigate('/', { replace: true });
    };
    return (
      <PageShell title="Welcome">
        <PhotoStep onDone={onDone} />
      </PageShell>
    );
  }
  // A member has nothing to do in the sign-up wizard (it was behind RequireSignedOut before).
  if (isAuthenticated) return <Navigate to="/" replace />;

  return (
    <PageShell title="Welcome">
      <div className="mx-auto max-w-2xl space-y-4">
        <nav aria-label="Registration steps">
          <ol className="grid grid-cols-6 gap-1.5">
            {WIZARD_STEPS.map((label, index) => {
              const number = index + 1;
              const done = number < step;
              const current = number === step;
              return (
                <li
                  key={label}
                  aria-current={current ? 'step' : undefined}
                  className="flex flex-col items-center gap-1 text-center"
                >
                  <span
                    className={clsx(
                      'inline-flex size-8 items-center justify-center rounded-full text-sm font-bold',
                      current && 'bg-brand-gradient text-white',
                      done && 'bg-violet-100 text-brand-violet-strong',
                      !current && !done && 'bg-line text-ink-muted',
                    )}
                  >
                    {done ? <Check aria-hidden className="size-4" /> : number}
                    {done && <span className="sr-only">{number} (done)</span>}
                  </span>
                  <span
                    className={clsx('hidden text-xs sm:block', current ? 'font-semibold text-ink' : 'text-ink-muted')}
                  >
                    {label}
                  </span>
                </li>
              );
            })}
          </ol>
        </nav>

        <Card>
          <form noValidate onSubmit={onNext} aria-labelledby="wizard-step-title">
            <CardHeader>
              <p className="text-sm font-semibold text-brand-violet-strong">
                Step {step} of {REGISTRATION_STEPS}
              </p>
              <CardTitle id="wizard-step-title">{name}</CardTitle>
              <CardDescription>{STEP_INTRO[name]}</CardDescription>
            </CardHeader>
            <CardContent className="space-y-6">
              <Body values={values} update={update} errors={errors} />
              <div className="flex items-center justify-between gap-3 border-t border-line pt-4">
                <Button variant="secondary" onClick={onBack} disabled={busy}>
                  {step === 1 ? 'Cancel' : 'Back'}
                </Button>
                <Button type="submit" disabled={!allowed || busy}>
                  {busy && <Spinner />}
                  {isLast ? (busy ? 'Creating...' : 'Start Dating') : 'Next'}
                </Button>
              </div>
            </CardContent>
          </form>
        </Card>
      </div>
    </PageShell>
  );
}
