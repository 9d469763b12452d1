import { Tabs } from 'radix-ui';
import { useSearchParams } from 'react-router';
import { PageShell } from '#layout/page-shell';
import { useAuth } from '#features/auth';
import { CheckinsTab } from './checkins-tab';
import { ContactsTab } from './contacts-tab';
import { EmergencyTab } from './emergency-tab';
import { MeetsTab } from './meets-tab';
import { clsx } from 'clsx';

const TABS = [
  { value: 'contacts', label: 'Contacts' },
  { value: 'meets', label: 'Meets' },
  { value: 'checkins', label: 'Check-ins' },
  { value: 'emergency', label: 'Emergency' },
] as const;
type Tab = (typeof TABS)[number]['value'];

/** /safety, Bestie Shield (spec 02 §2): four tabs; signed out, a single line asking to log in. */
export function SafetyPage() {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.some((t) => t.value === params.get('tab')) ? (params.get('tab') as Tab) : 'contacts';
  const select = (value: string) => setParams({ tab: value }, { replace: true });

  return (
    <PageShell title="Bestie Shield">
      {!user ? (
        <p className="text-center text-ink">Please log in to access safety features</p>
      ) : (
        <Tabs.Root value={tab} onValueChange={select} className="mx-auto max-w-2xl space-y-4 pb-28">
          <Tabs.List
            aria-label="Bestie Shield"
            className="grid grid-cols-4 gap-1 rounded-xl border border-line bg-surface p-1"
          >
            {TABS.map((t) => (
              <Tabs.Trigger
                key={t.value}
                value={t.value}
                className={clsx(
                  'min-h-11 rounded-lg px-1 text-xs font-semibold text-ink-muted',
                  'data-[state=active]:bg-brand-gradient data-[state=active]:text-white',
                  'sm:text-sm',
                )}
              >
                {t.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="contacts">
            <ContactsTab userId={user.id} />
          </Tabs.Content>
          <Tabs.Content value="meets">
            <MeetsTab userId={user.id} />
          </Tabs.Content>
          <Tabs.Content value="checkins">
            <CheckinsTab userId={user.id} />
          </Tabs.Content>
          <Tabs.Content value="emergency">
            <EmergencyTab userId={user.id} onAddContact={() => select('contacts')} />
          </Tabs.Content>
        </Tabs.Root>
      )}
    </PageShell>
  );
}
