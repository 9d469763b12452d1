import { useState, type FormEvent, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Check } from 'lucide-react';
import clsx from 'clsx';
import { PRODUCT_NAME, REGISTRATION_STEPS } from '../../../../contracts';
import { PageShell } from '../../../components/layout/page-shell';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { useAuth, type OnboardingRouteState } from '../../auth';
import { useRegisterMutation } from '../api/register';
import {
  AccountStep, DiscoveryStep, IdentityStep, ProfileStep, SafetyStep, VibesStep, type StepProps,
} from './wizard-steps';
import {
  WIZARD_STEPS, canAdvance, errorsForStep, firstStepWithError, initialValues, validate, type FieldErrors, type WizardValues,
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
  const { email, password } = state as Record<string, unknown>;
  return { email: typeof email === 'string' ? email : undefined, password: typeof password === 'string' ? password : undefined };
}

/** /onboarding (title Welcome): the six-step registration wizard of spec 01 §2 and §4. */
export function RegistrationWizard() {
  const location = useLocation();
  const navigate = useNavigate();
  const { applyAuthResponse } = useAuth();
  const registerMutation = useRegisterMutation();
  const [step, setStep] = useState(1);
  const [values, setValues] = useState<WizardValues>(() => initialValues(readPrefill(location.state)));
  const [errors, setErrors] = useState<FieldErrors>({});

  const name = WIZARD_STEPS[step - 1];
  const Body = STEP_BODY[name];
  const isLast = step === REGISTRATION_STEPS;
  const busy = registerMutation.isPending;
  const allowed = canAdvance(step, values);

  const update = (patch: Partial<WizardValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    // A field's message goes away as soon as the member changes that field.
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !(key.split('.')[0] in patch))));
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
      applyAuthResponse(response, result.body.email);
      toast({ title: `Welcome to ${PRODUCT_NAME}!`, description: 'Your profile has been created successfully.', variant: 'success' });
      navigate('/', { replace: true });
    } catch (error) {
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
    setErrors({});
    setStep(step + 1);
  };

  const onBack = () => {
    if (step === 1) navigate('/');
    else setStep(step - 1);
  };

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
                <li key={label} aria-current={current ? 'step' : undefined} className="flex flex-col items-center gap-1 text-center">
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
                  <span className={clsx('hidden text-xs sm:block', current ? 'font-semibold text-ink' : 'text-ink-muted')}>{label}</span>
                </li>
              );
            })}
          </ol>
        </nav>

        <Card>
          <form noValidate onSubmit={onNext} aria-labelledby="wizard-step-title">
            <CardHeader>
              <p className="text-sm font-semibold text-brand-violet-strong">Step {step} of {REGISTRATION_STEPS}</p>
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
