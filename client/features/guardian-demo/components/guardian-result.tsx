import clsx from 'clsx';
import { Ban, CircleCheck, TriangleAlert } from 'lucide-react';
import type { GuardianDemoResponse } from '../api/analyze-content';
import { decisionStyle, riskLevel, riskStyle, trustBand, type Decision } from './guardian-demo-scales';

const decisionIcon: Record<Decision, typeof Ban> = { ALLOW: CircleCheck, REVIEW: TriangleAlert, BLOCK: Ban };

/** The result panel: decision (colour + label + icon), risk bar, trust update, reasoning, policy tags. */
export function GuardianResult({ response }: { response: GuardianDemoResponse }) {
  const { result, input, guardian_version: version } = response;
  const decision = decisionStyle[result.decision];
  const Icon = decisionIcon[result.decision];
  const risk = riskStyle[riskLevel(result.risk_score)];
  const riskPercent = Math.max(0, Math.min(100, Math.round(result.risk_score)));
  const trustChange = result.updated_trust_score - input.trust_score;

  return (
    <div className={clsx('space-y-5 rounded-card border-2 p-5', decision.panel)} data-testid="guardian-result">
      <div className="flex flex-wrap items-center gap-3">
        <span
          className={clsx(
            'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-base font-bold',
            decision.badge,
          )}
        >
          <Icon aria-hidden className="size-5" />
          {result.decision}
        </span>
        <div>
          <p className="font-semibold text-ink">{decision.label}</p>
          <p className="text-sm text-ink-muted">{decision.description}</p>
        </div>
      </div>

      <div className="space-y-1.5">
        <div className="flex items-baseline justify-between text-sm">
          <span className="font-medium text-ink">Risk score</span>
          <span className={clsx('font-bold', risk.text)}>
            {riskPercent}/100 · {risk.label}
          </span>
        </div>
        <div
          role="meter"
          aria-label="Risk score"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={riskPercent}
          aria-valuetext={`${riskPercent} out of 100, ${risk.label}`}
          className="h-3 overflow-hidden rounded-full bg-surface ring-1 ring-line"
        >
          <div className={clsx('h-full rounded-full', risk.bar)} style={{ width: `${riskPercent}%` }} />
        </div>
      </div>

      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div className="rounded-xl bg-surface p-3">
          <dt className="text-ink-muted">Trust score before</dt>
          <dd className="text-lg font-bold text-ink">
            {input.trust_score} <span className="text-sm font-normal">({trustBand(input.trust_score)})</span>
          </dd>
        </div>
        <div className="rounded-xl bg-surface p-3">
          <dt className="text-ink-muted">Updated trust score</dt>
          <dd className="text-lg font-bold text-ink">
            {result.updated_trust_score}{' '}
            <span className="text-sm font-normal">
              ({trustChange > 0 ? `+${trustChange}` : trustChange}, {trustBand(result.updated_trust_score)})
            </span>
          </dd>
        </div>
      </dl>

      <div className="space-y-1">
        <h3 className="text-sm font-semibold text-ink">Reasoning</h3>
        <p className="text-sm text-ink">{result.reasoning}</p>
      </div>

      <div className="space-y-1.5">
        <h3 className="text-sm font-semibold text-ink">Policy tags</h3>
        {result.policy_tags.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5" aria-label="Policy tags">
            {result.policy_tags.map((tag) => (
              <li
                key={tag}
                className="rounded-full border border-line bg-surface px-2.5 py-0.5 text-xs font-medium text-ink"
              >
                {tag}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-ink-muted">No policy concerns.</p>
        )}
      </div>

      <p className="text-xs text-ink-muted">Guardian {version}</p>
    </div>
  );
}
