import { useState } from 'react';
import { Tabs } from 'radix-ui';
import { useSearchParams } from 'react-router';
import { PageShell } from '#layout/page-shell';
import { StaffPagesNav } from './staff-nav';
import { useStaffRole } from '../hooks/use-staff-role';
import { TrainingStatsCard } from './advanced-guardian-page';
import { BulkUploadForm, SingleSampleForm } from './sample-forms';
import { SampleDatasets } from './sample-datasets';
import { Section, StaffTabList } from './staff-ui';

const TABS = [
  { value: 'single', label: 'Single Sample' },
  { value: 'bulk', label: 'Bulk Upload' },
  { value: 'datasets', label: 'Sample Datasets' },
] as const;

/**
 * /ai-training (spec 02 §2 "AI Training Center"). Adding training data is admin work (the server
 * answers 403 to moderators), so moderators see the numbers only.
 */
export function AiTrainingPage() {
  const { isAdmin } = useStaffRole();
  const [params, setParams] = useSearchParams();
  const current = TABS.some((t) => t.value === params.get('tab')) ? params.get('tab')! : 'single';
  // A loaded sample dataset fills the bulk upload (a new key starts the form afresh with its text).
  const [loaded, setLoaded] = useState({ key: 0, text: '' });
  return (
    <PageShell title="AI Training Center" backTo="/admin">
      <StaffPagesNav />
      <div className="space-y-6">
        <TrainingStatsCard />
        {isAdmin ? (
          <Tabs.Root
            value={current}
            onValueChange={(tab) => setParams({ tab }, { replace: true })}
            className="space-y-4"
          >
            <StaffTabList label="Training sections" tabs={TABS} />
            <Tabs.Content value="single">
              <Section title="Add one sample">
                <SingleSampleForm />
              </Section>
            </Tabs.Content>
            <Tabs.Content value="bulk">
              <Section title="Bulk upload">
                <BulkUploadForm key={loaded.key} initialText={loaded.text} />
              </Section>
            </Tabs.Content>
            <Tabs.Content value="datasets">
              <Section title="Sample datasets">
                <SampleDatasets
                  onLoad={(dataset) => {
                    setLoaded((l) => ({ key: l.key + 1, text: dataset.text }));
                    setParams({ tab: 'bulk' }, { replace: true });
                  }}
                />
              </Section>
            </Tabs.Content>
          </Tabs.Root>
        ) : (
          <p className="text-sm text-ink-muted">
            Your review decisions train Guardian; adding training data is done by administrators.
          </p>
        )}
      </div>
    </PageShell>
  );
}
