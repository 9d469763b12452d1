import { useId, useRef, useState, type FormEvent } from 'react';
import { Slider } from 'radix-ui';
import clsx from 'clsx';
import { Brain, ShieldCheck, Sparkles, Users } from 'lucide-react';
import { GUARDIAN_TEXT_MAX } from '#contracts';
import { PageShell } from '#layout/page-shell';
import { Button } from '#ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#ui/card';
import { inputClassName } from '#ui/input';
import { Spinner } from '#ui/spinner';
import { GuardianDemoError, useAnalyzeContent } from '../api/analyze-content';
import { DEMO_PRESETS, TRUST_DEFAULT, TRUST_MAX, TRUST_MIN, TRUST_STEP, trustBand } from './guardian-demo-scales';
import { GuardianResult } from './guardian-result';

const LAYERS = [
  {
    icon: ShieldCheck,
    title: 'Keywords',
    text: 'Banned and adult words, caught even when disguised with spacing, symbols or look-alike letters.',
  },
  {
    icon: Brain,
    title: 'AI analysis',
    text: 'A text model trained on dating-app conversations spots scams, threats, spam and unsolicited sexual content.',
  },
  {
    icon: Users,
    title: 'Context & behaviour',
    text: 'Off-platform pushes, money requests and extortion patterns, weighed with the sender’s trust score.',
  },
] as const;

/** The public Guardian demo (spec 02 "Guardian demo", /Guardian): try the moderation engine on any text. */
export function GuardianDemoPage() {
  const [content, setContent] = useState('');
  const [trustScore, setTrustScore] = useState(TRUST_DEFAULT);
  const analyze = useAnalyzeContent();
  const contentId = useId();
  const trustLabelId = useId();
  const resultRef = useRef<HTMLElement>(null);

  const trimmed = content.trim();
  const canSubmit = trimmed.length > 0 && !analyze.isPending;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    analyze.mutate(
      { content: trimmed, trustScore },
      // On a phone the result sits below the form: bring it into view once it is there.
      {
        onSettled: () =>
          requestAnimationFrame(() => resultRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'nearest' })),
      },
    );
  };

  const applyPreset = (preset: (typeof DEMO_PRESETS)[number]) => {
    setContent(preset.content);
    setTrustScore(preset.trustScore);
    analyze.reset();
  };

  const error =
    analyze.error instanceof GuardianDemoError
      ? analyze.error
      : analyze.error
        ? new GuardianDemoError('Failed to analyze content')
        : null;

  return (
    <PageShell title="Guardian">
      <div className="space-y-6">
        <section aria-labelledby="guardian-intro" className="space-y-3">
          <h2 id="guardian-intro" className="flex items-center gap-2 text-2xl font-bold text-ink">
            <Sparkles aria-hidden className="size-6 text-brand-violet-strong" />
            Try Guardian
          </h2>
          <p className="max-w-2xl text-ink-muted">
            Every message, story and profile on Vibeline passes through Guardian before anyone else sees it. Type a
            message below, choose how trusted its sender is, and see what Guardian decides. Nothing you enter here is
            stored.
          </p>
          <ul className="grid gap-3 sm:grid-cols-3" aria-label="Guardian's layers">
            {LAYERS.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-3 rounded-card border border-line bg-surface p-4">
                <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-violet-strong" />
                <div>
                  <p className="font-semibold text-ink">{title}</p>
                  <p className="text-sm text-ink-muted">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>

        <div className="grid gap-6 lg:grid-cols-2">
          <Card>
            <CardHeader>
              <CardTitle className="text-xl">Analyze a message</CardTitle>
              <CardDescription>Start from an example or write your own.</CardDescription>
            </CardHeader>
            <CardContent>
              <form onSubmit={onSubmit} className="space-y-5" aria-label="Guardian demo">
                <div className="flex flex-wrap gap-2" role="group" aria-label="Examples">
                  {DEMO_PRESETS.map((preset) => (
                    <Button key={preset.id} variant="secondary" onClick={() => applyPreset(preset)}>
                      {preset.label}
                    </Button>
                  ))}
                </div>

                <div className="space-y-1.5">
                  <label htmlFor={contentId} className="block text-sm font-medium text-ink">
                    Message to analyze
                  </label>
                  <textarea
                    id={contentId}
                    value={content}
                    onChange={(e) => setContent(e.target.value)}
                    maxLength={GUARDIAN_TEXT_MAX}
                    rows={5}
                    placeholder="Type a message as if you were sending it to a match..."
                    className={clsx(inputClassName, 'resize-y py-2.5')}
                  />
                </div>

                <div className="space-y-3">
                  <div className="flex items-baseline justify-between gap-2">
                    <span id={trustLabelId} className="text-sm font-medium text-ink">
                      Sender trust score
                    </span>
                    <span className="text-sm text-ink" data-testid="trust-value">
                      <span className="font-bold">{trustScore}</span> · {trustBand(trustScore)}
                    </span>
                  </div>
                  <Slider.Root
                    className="relative flex h-11 w-full touch-none select-none items-center"
                    min={TRUST_MIN}
                    max={TRUST_MAX}
                    step={TRUST_STEP}
                    value={[trustScore]}
                    onValueChange={([value]) => setTrustScore(value ?? TRUST_DEFAULT)}
                    aria-labelledby={trustLabelId}
                  >
                    <Slider.Track className="relative h-2 grow overflow-hidden rounded-full bg-line">
                      <Slider.Range className="absolute h-full bg-brand-gradient" />
                    </Slider.Track>
                    <Slider.Thumb
                      aria-label="Sender trust score"
                      aria-valuetext={`${trustScore}, ${trustBand(trustScore)}`}
                      className="block size-7 rounded-full border-2 border-brand-violet-strong bg-surface shadow"
                    />
                  </Slider.Root>
                  <p className="text-xs text-ink-muted">
                    New or reported members start lower; a long record of good conversations raises it.
                  </p>
                </div>

                <Button type="submit" size="lg" className="w-full" disabled={!canSubmit}>
                  {analyze.isPending ? (
                    <>
                      <Spinner /> Analyzing...
                    </>
                  ) : (
                    'Analyze'
                  )}
                </Button>
              </form>
            </CardContent>
          </Card>

          <section
            ref={resultRef}
            aria-labelledby="guardian-result-title"
            aria-live="polite"
            className="scroll-mt-20 space-y-3"
          >
            <h2 id="guardian-result-title" className="text-xl font-bold text-ink">
              Result
            </h2>
            {error ? (
              <div role="alert" className="rounded-card border border-danger-strong bg-danger-soft p-4 text-ink">
                <p className="font-semibold text-danger-strong">{error.message}</p>
                {error.detail && <p className="text-sm">{error.detail}</p>}
              </div>
            ) : analyze.data ? (
              <GuardianResult response={analyze.data} />
            ) : (
              <p className="rounded-card border border-dashed border-line bg-surface p-6 text-center text-ink-muted">
                {analyze.isPending ? 'Guardian is analyzing your message...' : 'Your result will appear here.'}
              </p>
            )}
          </section>
        </div>
      </div>
    </PageShell>
  );
}
