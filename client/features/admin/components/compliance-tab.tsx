import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { useComplianceExport } from '../api/users';
import { messageOf, Section } from './staff-ui';
import { UserSearch } from './users-tab';

/** Compliance (decision 9): an administrator runs a member's data export for a request received outside the app. */
export function ComplianceTab() {
  const exportData = useComplianceExport();
  return (
    <Section title="Data export" description="Find the member, then download everything we hold about them as JSON (GDPR access request).">
      <UserSearch
        label="Find a member to export"
        renderActions={(user) => (
          <Button
            variant="secondary"
            disabled={exportData.isPending}
            onClick={() => exportData.mutate(user.id, {
              onSuccess: () => toast({ title: 'Export downloaded', description: `Data of ${user.displayName} saved as JSON.`, variant: 'success' }),
              onError: (error) => toast({ title: 'Export failed', description: messageOf(error, 'Please try again'), variant: 'destructive' }),
            })}
          >
            <Download aria-hidden className="size-4" /> Export data
          </Button>
        )}
      />
    </Section>
  );
}
