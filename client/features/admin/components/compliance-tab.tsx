import { useState } from 'react';
import { Download } from 'lucide-react';
import { Button } from '#ui/button';
import { LoadError } from '#ui/load-error';
import { Spinner } from '#ui/spinner';
import { toast } from '#ui/use-toast';
import { useComplianceExport, useComplianceStatus } from '../api/users';
import { Badge, messageOf, Section, Stat } from './staff-ui';
import { UserSearch } from './users-tab';

/** Compliance (decision 9): a member's data-protection status and the export for a request received outside the app. */
export function ComplianceTab() {
  const [userId, setUserId] = useState<number | null>(null);
  return (
    <div className="space-y-6">
      <Section
        title="Compliance"
        description="Find the member to see what we hold about them and run their data export (GDPR access request)."
      >
        <UserSearch
          label="Find a member"
          renderActions={(user) => (
            <Button
              variant="secondary"
              onClick={() => setUserId(user.id)}
              aria-label={`Compliance status of ${user.displayName}`}
            >
              Status
            </Button>
          )}
        />
      </Section>
      {userId !== null && <ComplianceStatusCard userId={userId} />}
    </div>
  );
}

function ComplianceStatusCard({ userId }: { userId: number }) {
  const status = useComplianceStatus(userId);
  const exportData = useComplianceExport();
  if (status.isPending)
    return (
      <p className="flex items-center gap-2 text-ink-muted">
        <Spinner /> Loading status...
      </p>
    );
  if (status.isError)
    return (
      <LoadError
        title="Could not load the compliance status"
        error={status.error}
        onRetry={() => void status.refetch()}
      />
    );
  const s = status.data;
  return (
    <Section
      title={`${s.displayName} (#${s.userId})`}
      description={s.email}
      actions={
        <Button
          disabled={exportData.isPending}
          onClick={() =>
            exportData.mutate(s.userId, {
              onSuccess: () =>
                toast({
                  title: 'Export downloaded',
                  description: `Data of ${s.displayName} saved as JSON.`,
                  variant: 'success',
                }),
              onError: (error) =>
                toast({
                  title: 'Export failed',
                  description: messageOf(error, 'Please try again'),
                  variant: 'destructive',
                }),
            })
          }
        >
          <Download aria-hidden className="size-4" /> {exportData.isPending ? 'Exporting...' : 'Export data'}
        </Button>
      }
    >
      <div className="flex flex-wrap gap-2">
        <Badge tone="good">Self-service export available</Badge>
        <Badge tone="good">Account deletion available</Badge>
        {s.isVerified && <Badge tone="good">Verified</Badge>}
        {s.suspension && <Badge tone="poor">Suspended until {new Date(s.suspension.until).toLocaleDateString()}</Badge>}
      </div>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Stat label="Messages" value={s.dataHeld.messages} />
        <Stat label="Photos" value={s.dataHeld.photos} />
        <Stat label="Stories" value={s.dataHeld.stories} />
        <Stat label="Sessions" value={s.dataHeld.sessions} />
        <Stat
          label="Moderation"
          value={`${s.moderation.pending} pending`}
          hint={`${s.moderation.approved} approved · ${s.moderation.rejected} rejected`}
        />
        <Stat
          label="Criminality reports"
          value={s.criminalityReports.total}
          hint={`${s.criminalityReports.openFollowUps} open follow-ups`}
        />
        <Stat
          label="Member since"
          value={<span className="text-sm">{new Date(s.accountCreatedAt).toLocaleDateString()}</span>}
        />
        <Stat
          label="Last export"
          value={
            <span className="text-sm">{s.lastExportAt ? new Date(s.lastExportAt).toLocaleString() : 'Never'}</span>
          }
        />
      </dl>
    </Section>
  );
}
