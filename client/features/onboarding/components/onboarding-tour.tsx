import { useCallback, useEffect, useState } from 'react';
import { Dialog, Progress } from 'radix-ui';
import { ArrowLeft, ArrowRight, Check, X } from 'lucide-react';
import { TOUR_STEPS } from '#contracts';
import { Button } from '#ui/button';
import { OPEN_TOUR_EVENT, TOUR_COMPLETED_KEY } from '#lib/onboarding-tour';
import { TOUR_STEPS_CONTENT } from './tour-steps';
import { clsx } from 'clsx';

function tourCompleted(): boolean {
  try {
    return localStorage.getItem(TOUR_COMPLETED_KEY) !== null;
  } catch {
    return true;
  }
}

function markTourCompleted() {
  try {
    localStorage.setItem(TOUR_COMPLETED_KEY, 'true');
  } catch {
    // Without storage the tour simply shows again next time.
  }
}

/**
 * The onboarding tour (spec 01 §2, §4): opens once while the completed flag is unset, and again
 * whenever the header's Tour button asks; finishing, skipping or closing sets the flag.
 */
export function OnboardingTour() {
  const [open, setOpen] = useState(() => !tourCompleted());
  const [step, setStep] = useState(0);

  useEffect(() => {
    const reopen = () => {
      setStep(0);
      setOpen(true);
    };
    window.addEventListener(OPEN_TOUR_EVENT, reopen);
    return () => window.removeEventListener(OPEN_TOUR_EVENT, reopen);
  }, []);

  const finish = useCallback(() => {
    markTourCompleted();
    setOpen(false);
  }, []);

  const current = TOUR_STEPS_CONTENT[step];
  const isLast = step === TOUR_STEPS - 1;
  const percent = Math.round(((step + 1) / TOUR_STEPS) * 100);

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? setOpen(true) : finish())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50 backdrop-blur-sm" />
        <Dialog.Content
          aria-describedby="tour-step-text"
          className={clsx(
            'fixed inset-x-3 bottom-3 z-50 mx-auto max-h-[calc(100dvh-1.5rem)]',
            'max-w-lg overflow-y-auto rounded-card bg-surface p-5 shadow-card',
            'outline-none sm:inset-x-4 sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2',
            'sm:p-6',
          )}
        >
          <div className="flex items-center justify-between gap-3">
            <p className="text-sm font-semibold text-brand-violet-strong">
              Step {step + 1} of {TOUR_STEPS}
            </p>
            <div className="flex items-center gap-1">
              <Button variant="ghost" onClick={finish} className="text-ink-muted">
                Skip Tour
              </Button>
              <Dialog.Close asChild>
                <Button variant="ghost" size="icon" aria-label="Close tour">
                  <X aria-hidden className="size-5" />
                </Button>
              </Dialog.Close>
            </div>
          </div>
          <div className="mt-2 flex items-center gap-3">
            <Progress.Root
              value={percent}
              aria-label="Tour progress"
              className="relative h-2 flex-1 overflow-hidden rounded-full bg-violet-100"
            >
              <Progress.Indicator
                className="h-full bg-brand-gradient transition-[width]"
                style={{ width: `${percent}%` }}
              />
            </Progress.Root>
            <span className="w-10 text-right text-sm font-semibold text-ink">{percent}%</span>
          </div>

          <div className="mt-6 flex flex-col items-center text-center">
            <span
              aria-hidden
              className={clsx(
                'inline-flex size-16 items-center justify-center rounded-2xl',
                'bg-brand-gradient text-white shadow',
              )}
            >
              <current.icon className="size-8" />
            </span>
            <Dialog.Title className="mt-4 text-2xl font-bold tracking-tight text-ink">{current.title}</Dialog.Title>
            <Dialog.Description id="tour-step-text" className="mt-2 text-ink-muted">
              {current.text}
            </Dialog.Description>
          </div>
          <ul className="mt-5 space-y-2">
            {current.points.map((point) => (
              <li key={point} className="flex items-start gap-2 rounded-xl bg-canvas px-3 py-2 text-sm text-ink">
                <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-safe-strong" />
                {point}
              </li>
            ))}
          </ul>
          {current.link && (
            // A plain link: the tour also renders outside the router (its own tests).
            <a
              href={current.link.to}
              onClick={finish}
              className={clsx(
                'mt-3 flex min-h-11 items-center justify-center rounded-xl font-semibold',
                'text-brand-violet-strong underline underline-offset-4',
              )}
            >
              {current.link.label}
            </a>
          )}

          <div className="mt-6 flex items-center justify-between gap-3">
            <Button variant="secondary" onClick={() => setStep(step - 1)} disabled={step === 0}>
              <ArrowLeft aria-hidden className="size-4" />
              Previous
            </Button>
            {isLast ? (
              <Button onClick={finish}>Get Started</Button>
            ) : (
              <Button onClick={() => setStep(step + 1)}>
                Next
                <ArrowRight aria-hidden className="size-4" />
              </Button>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
