import { Tabs } from 'radix-ui';
import { useSearchParams } from 'react-router';
import { PageShell } from '#layout/page-shell';
import { StaffPagesNav } from './staff-nav';
import { useStaffRole } from '../hooks/use-staff-role';
import { AiTrainingTab } from './ai-training-tab';
import { ComplianceTab } from './compliance-tab';
import { DashboardTab } from './dashboard-tab';
import { GuardianTestTab } from './guardian-test-tab';
import { ModerationTab } from './moderation-tab';
import { PhotosTab } from './photos-tab';
import { StaffTabList } from './staff-ui';
import { UsersTab } from './users-tab';

const ALL_TABS = [
  { value: 'dashboard', label: 'Dashboard', adminOnly: false },
  { value: 'guardian-test', label: 'Guardian Test', adminOnly: false },
  { value: 'moderation', label: 'Moderation', adminOnly: false },
  { value: 'users', label: 'Users', adminOnly: false },
  { value: 'photos', label: 'Photos', adminOnly: false },
  // The data export is admin-only on the server, so moderators do not get the tab.
  { value: 'compliance', label: 'Compliance', adminOnly: true },
  { value: 'ai-training', label: 'AI Training', adminOnly: false },
] as const;

/** /admin (spec 02 §2 "Admin panel"): seven tabs on live data; the tab is kept in ?tab=. */
export function AdminPage() {
  const { isAdmin } = useStaffRole();
  const [params, setParams] = useSearchParams();
  const tabs = ALL_TABS.filter((t) => isAdmin || !t.adminOnly);
  const requested = params.get('tab');
  const current = tabs.some((t) => t.value === requested) ? requested! : 'dashboard';
  return (
    <PageShell title="Admin Panel">
      <StaffPagesNav />
      <Tabs.Root value={current} onValueChange={(tab) => setParams({ tab }, { replace: true })} className="space-y-4">
        <StaffTabList label="Admin sections" tabs={tabs} />
        <Tabs.Content value="dashboard">
          <DashboardTab />
        </Tabs.Content>
        <Tabs.Content value="guardian-test">
          <GuardianTestTab />
        </Tabs.Content>
        <Tabs.Content value="moderation">
          <ModerationTab />
        </Tabs.Content>
        <Tabs.Content value="users">
          <UsersTab />
        </Tabs.Content>
        <Tabs.Content value="photos">
          <PhotosTab />
        </Tabs.Content>
        {isAdmin && (
          <Tabs.Content value="compliance">
            <ComplianceTab />
          </Tabs.Content>
        )}
        <Tabs.Content value="ai-training">
          <AiTrainingTab />
        </Tabs.Content>
      </Tabs.Root>
    </PageShell>
  );
}
