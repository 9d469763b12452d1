import type { ModerationTestResult } from '#contracts';
import { Badge, percent, riskTone, Stat } from './staff-ui';

const decisionTone = { ALLOW: 'good', REVIEW: 'fair', BLOCK: 'poor' } as const;

/** Guardian's full answer to a test: decision, risk, confidence, trust update, reasoning, terms, learning. */
export function TestResult({ result }: { result: ModerationTestResult }) {
  const learning = result.adaptiveLearning;
  return (
    <div className="space-y-4" data-testid="test-result">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={decisionTone[result.decision]} className="text-sm">
          {result.decision}
        </Badge>
        <span className="text-sm text-ink-muted">Action: {result.action}</span>
        <span className="text-sm text-ink-muted">Prediction: {result.prediction.prediction}</span>
      </div>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Stat
          label="Risk score"
          value={
            <Badge tone={riskTone(result.riskScore)} className="text-base">
              {result.riskScore}/100
            </Badge>
          }
        />
        <Stat label="AI confidence" value={percent(result.prediction.confidence)} />
        <Stat label="Trust score update" value={result.trustScoreUpdate} />
        <Stat label="Layer triggered" value={result.layerTriggered} />
      </dl>
      <div className="space-y-1">
        <h3 className="text-sm font-semibold text-ink">Reasoning</h3>
        <p className="whitespace-pre-wrap text-sm text-ink">{result.reasoning}</p>
        {result.prediction.reasoning && result.prediction.reasoning !== result.reasoning && (
          <p className="whitespace-pre-wrap text-sm text-ink-muted">{result.prediction.reasoning}</p>
        )}
      </div>
      <TermList title="Flagged terms" items={result.flaggedTerms} empty="None" />
      <TermList title="Layers triggered" items={result.layersTriggered} empty="None" />
      <TermList title="Risk factors" items={result.prediction.riskFactors} empty="None" />
      <TermList title="Contextual factors" items={result.prediction.contextualFactors} empty="None" />
      {result.criminalityFlags.length > 0 && (
        <TermList title="Criminality flags" items={result.criminalityFlags} empty="None" tone="poor" />
      )}
      <div className="space-y-1">
        <h3 className="text-sm font-semibold text-ink">Adaptive learning</h3>
        {learning.comparedWith ? (
          <p className="text-sm text-ink">
            Compared with model {learning.comparedWith}: confidence {signed(learning.confidenceImprovement)}, false
            positives {signed(learning.falsePositiveReduction)} reduction.
          </p>
        ) : (
          <p className="text-sm text-ink-muted">No earlier model to compare with yet.</p>
        )}
        {result.modelVersion && <p className="text-xs text-ink-muted">Model {result.modelVersion}</p>}
      </div>
    </div>
  );
}

function signed(value: number | null): string {
  if (value === null) return 'not measured';
  const pct = (value * 100).toFixed(1);
  return `${value >= 0 ? '+' : ''}${pct} points`;
}

function TermList({
  title,
  items,
  empty,
  tone = 'neutral',
}: {
  title: string;
  items: string[];
  empty: string;
  tone?: 'neutral' | 'poor';
}) {
  return (
    <div className="space-y-1">
      <h3 className="text-sm font-semibold text-ink">{title}</h3>
      {items.length === 0 ? (
        <p className="text-sm text-ink-muted">{empty}</p>
      ) : (
        <ul className="flex flex-wrap gap-1.5">
          {items.map((item) => (
            <li key={item}>
              <Badge tone={tone}>{item}</Badge>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
