import { useState } from 'react';
import { Collapsible } from 'radix-ui';
import clsx from 'clsx';
import { ChevronDown, MapPin, SlidersHorizontal } from 'lucide-react';
import type { DiscoverySettings } from '../../../../contracts';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import {
  activeFilterCount,
  EMPTY_FILTERS,
  FILTER_GROUPS,
  toggleFilterValue,
  useDiscoverySettings,
  useSaveDiscoveryFilters,
  type FilterListKey,
} from '../api/discovery-filters';

function Chip({ children, className }: { children: React.ReactNode; className?: string }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full border border-line bg-surface px-3 py-1 text-sm font-medium text-ink',
        className,
      )}
    >
      {children}
    </span>
  );
}

/**
 * The collapsible Profile Filters bar (spec 01 "Discovery filter bar"): active-count badge, Age and
 * Distance chips (miles, decision 12), location, Clear All, and the four chip groups saved at once.
 */
export function FilterBar({ userId, location }: { userId: number; location: string | null | undefined }) {
  const [open, setOpen] = useState(false);
  const settings = useDiscoverySettings(userId);
  const save = useSaveDiscoveryFilters(userId);
  const data: DiscoverySettings | undefined = settings.data;
  const count = activeFilterCount(data);

  const persist = (body: Partial<Record<FilterListKey, string[]>>) =>
    save.mutate(body, {
      onError: (error) =>
        toast({
          title: 'Failed to update filters',
          description: error.message || 'Please try again',
          variant: 'destructive',
        }),
    });

  const onToggle = (key: FilterListKey, value: string) => {
    if (!data) return;
    persist({ [key]: toggleFilterValue(data[key], value) });
  };

  return (
    <Collapsible.Root
      open={open}
      onOpenChange={setOpen}
      className="rounded-card border border-line bg-surface shadow-card"
    >
      <div className="flex flex-wrap items-center gap-2 p-3">
        <Collapsible.Trigger asChild>
          <Button
            variant="ghost"
            className="-ml-1 px-2"
            aria-label={`Profile Filters${count ? ` (${count} active)` : ''}`}
          >
            <SlidersHorizontal aria-hidden className="size-4" />
            <span>Profile Filters</span>
            {count > 0 && (
              <span
                aria-hidden
                className="inline-flex min-w-5 items-center justify-center rounded-full bg-brand-violet-strong px-1.5 text-xs font-bold leading-5 text-white"
              >
                {count}
              </span>
            )}
            <ChevronDown aria-hidden className={clsx('size-4 transition', open && 'rotate-180')} />
          </Button>
        </Collapsible.Trigger>
        {data && (
          <>
            <Chip>
              Age: {data.ageMin}-{data.ageMax}
            </Chip>
            <Chip>Distance: {data.maxDistance} mi</Chip>
          </>
        )}
        <span className="flex min-w-0 items-center gap-1 text-sm text-ink-muted">
          <MapPin aria-hidden className="size-4 shrink-0" />
          <span className="truncate">{location || 'Location not set'}</span>
        </span>
        {count > 0 && (
          <Button
            variant="ghost"
            className="ml-auto text-brand-violet-strong"
            onClick={() => persist({ ...EMPTY_FILTERS })}
            disabled={save.isPending}
          >
            Clear All
          </Button>
        )}
      </div>
      <Collapsible.Content className="space-y-4 border-t border-line p-3">
        {!data ? (
          <p className="text-sm text-ink-muted">
            {settings.isError ? 'Your filters could not be loaded.' : 'Loading filters...'}
          </p>
        ) : (
          FILTER_GROUPS.map((group) => (
            <fieldset key={group.key} className="space-y-2">
              <legend className="text-sm font-semibold text-ink">{group.title}</legend>
              <div className="flex flex-wrap gap-2">
                {group.options.map((option) => {
                  const pressed = data[group.key].includes(option.value);
                  return (
                    <button
                      key={option.value}
                      type="button"
                      aria-pressed={pressed}
                      onClick={() => onToggle(group.key, option.value)}
                      className={clsx(
                        'min-h-11 rounded-full border px-4 text-sm font-medium capitalize transition',
                        pressed
                          ? 'border-brand-violet-strong bg-brand-violet-strong text-white'
                          : 'border-line bg-surface text-ink hover:bg-violet-50',
                      )}
                    >
                      {option.label}
                    </button>
                  );
                })}
              </div>
            </fieldset>
          ))
        )}
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
