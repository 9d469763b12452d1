import { LoadError } from '#ui/load-error';
import { useAdvancedMetrics, useGuardianSettings } from '../api/guardian-admin';
import { useModerationQueue, useModerationStats } from '../api/moderation-queue';
import { useStaffRole } from '../hooks/use-staff-role';
import { AuditLog } from './audit-log';
import { usePhotoQueue } from '../api/photo-queue';
import { Badge, percent, Section, Stat } from './staff-ui';

/** Averages Guardian's confidence over the items still waiting; null when none wait. */
export function averageConfidence(items: readonly { aiConfidence: number }[]): number | null {
  if (items.length === 0) return null;
  return items.reduce((sum, item) => sum + item.aiConfidence, 0) / items.length;
}

export function DashboardTab() {
  const { isAdmin } = useStaffRole();
  const queue = useModerationQueue();
  const stats = useModerationStats();
  const photos = usePhotoQueue();
  const settings = useGuardianSettings();
  const metrics = useAdvancedMetrics();
  const pending = (queue.data ?? []).filter((r) => r.status === 'pending');
  // The server's counts when it has them; otherwise counted from the queue itself.
  const ready = !!(stats.data ?? queue.data);
  const pendingCount = stats.data?.pending ?? pending.length;
  const highCount = stats.data?.highPriority ?? pending.filter((r) => r.priority === 'high').length;
  const average = stats.data ? stats.data.averageAiConfidence : averageConfidence(pending);

  return (
    <div className="space-y-6">
      <Section title="Queue">
        {queue.isError && (
          <LoadError title="Could not load the queue" error={queue.error} onRetry={() => void queue.refetch()} />
        )}
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          <Stat label="Pending reviews" value={ready ? pendingCount : '…'} />
          <Stat label="High priority" value={ready ? highCount : '…'} />
          <Stat
            label="Avg AI confidence"
            value={ready ? (average === null ? '—' : percent(average)) : '…'}
            hint={average === null ? 'nothing pending' : 'over pending items'}
          />
          <Stat label="Photos pending" value={photos.data ? photos.data.length : '…'} />
          {stats.data && <Stat label="Criminality follow-ups" value={stats.data.openCriminalityFollowUps} />}
        </dl>
      </Section>
      <Section title="Guardian layers" description="What each layer runs on right now.">
        <ul className="space-y-3">
          <li className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-ink">Keyword layer</span>
            {settings.data ? (
              <Badge tone="good">
                {settings.data.bannedKeywords.length} banned · {settings.data.nsfwKeywords.length} NSFW keywords
              </Badge>
            ) : (
              <Badge>{settings.isError ? 'unavailable' : 'loading'}</Badge>
            )}
          </li>
          <li className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-ink">AI classifier</span>
            {metrics.data ? (
              metrics.data.modelVersion ? (
                <>
                  <Badge tone="good">{metrics.data.modelVersion}</Badge>
                  <span className="text-sm text-ink-muted">
                    {metrics.data.evaluated ? `accuracy ${percent(metrics.data.accuracy)}` : 'not evaluated yet'}
                    {metrics.data.lastRetrained &&
                      ` · trained ${new Date(metrics.data.lastRetrained).toLocaleString()}`}
                  </span>
                </>
              ) : (
                <Badge tone="fair">no trained model</Badge>
              )
            ) : (
              <Badge>{metrics.isError ? 'unavailable' : 'loading'}</Badge>
            )}
          </li>
          <li className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-ink">Context and behaviour</span>
            <span className="text-sm text-ink-muted">
              Sender trust, account age, reports and message rate weigh every decision.
            </span>
          </li>
        </ul>
      </Section>
      {isAdmin && <AuditLog />}
    </div>
  );
}
