import { useCallback, useEffect, useRef, useState } from 'react';
import { Collapsible } from 'radix-ui';
import clsx from 'clsx';
import { ChevronDown, MapPin, SlidersHorizontal } from 'lucide-react';
import {
  AGE_MAX_ANY,
  SETTINGS_AGE_MAX_RANGE,
  SETTINGS_AGE_MIN_RANGE,
  SETTINGS_DISTANCE_RANGE,
  type DiscoverySettings,
} from '#contracts';
import { Button } from '#ui/button';
import { SliderField } from '#ui/form-fields';
import { toast } from '#ui/use-toast';
import { useDiscoverySettings, useSaveDiscoveryFilters, useSaveDiscoveryRange } from '../api/discovery-settings';
import {
  activeFilterCount,
  EMPTY_FILTERS,
  FILTER_GROUPS,
  toggleFilterValue,
  type DiscoveryRange,
  type FilterListKey,
} from './filter-model';

type RangeControl = 'age' | 'distance';

/** A summary chip that opens the filters at its own control (issue 14 §7). */
function ControlChip({ label, onOpen }: { label: string; onOpen: () => void }) {
  return (
    <button
      type="button"
      onClick={onOpen}
      className={clsx(
        'inline-flex min-h-11 items-center gap-1 rounded-full border border-line',
        'bg-surface px-3 text-sm font-medium text-ink transition',
        'hover:bg-violet-50',
      )}
    >
      {label}
      <ChevronDown aria-hidden className="size-3.5 text-ink-muted" />
    </button>
  );
}

/** Age range and distance, saved when a slider is let go. */
function RangeControls({
  userId,
  data,
  focus,
  onFocused,
}: {
  userId: number;
  data: DiscoverySettings;
  focus: RangeControl | null;
  onFocused: () => void;
}) {
  const [range, setRange] = useState<DiscoveryRange>({
    ageMin: data.ageMin,
    ageMax: data.ageMax,
    maxDistance: data.maxDistance,
  });
  const save = useSaveDiscoveryRange(userId);
  const ageRef = useRef<HTMLFieldSetElement>(null);
  const distanceRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!focus) return;
    // After the panel has opened and laid out its sliders.
    const timer = window.setTimeout(() => {
      const box = focus === 'age' ? ageRef.current : distanceRef.current;
      box?.scrollIntoView({ block: 'nearest' });
      box?.querySelector<HTMLElement>('[role="slider"]')?.focus();
      onFocused();
    }, 50);
    return () => window.clearTimeout(timer);
  }, [focus, onFocused]);

  const commit = (body: Partial<DiscoveryRange>) =>
    save.mutate(body, {
      onError: (error) => {
        setRange({ ageMin: data.ageMin, ageMax: data.ageMax, maxDistance: data.maxDistance });
        toast({
          title: 'Failed to update settings',
          description: error.message || 'Please try again',
          variant: 'destructive',
        });
      },
    });
  // Keep the range valid whichever end moves.
  const setAgeMin = (ageMin: number) => setRange((r) => ({ ...r, ageMin, ageMax: Math.max(r.ageMax, ageMin) }));
  const setAgeMax = (ageMax: number) => setRange((r) => ({ ...r, ageMax, ageMin: Math.min(r.ageMin, ageMax) }));
  const commitAges = () => commit({ ageMin: range.ageMin, ageMax: range.ageMax });

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <fieldset ref={ageRef} className="space-y-2">
        <legend className="text-sm font-semibold text-ink">Age</legend>
        <SliderField
          label="Minimum age"
          min={SETTINGS_AGE_MIN_RANGE[0]}
          max={SETTINGS_AGE_MIN_RANGE[1]}
          value={range.ageMin}
          onChange={setAgeMin}
          onCommit={commitAges}
          valueText={`${range.ageMin}`}
        />
        <SliderField
          label="Maximum age"
          min={SETTINGS_AGE_MAX_RANGE[0]}
          max={SETTINGS_AGE_MAX_RANGE[1]}
          value={range.ageMax}
          onChange={setAgeMax}
          onCommit={commitAges}
          valueText={range.ageMax === AGE_MAX_ANY ? 'Any' : `${range.ageMax}`}
        />
      </fieldset>
      <div ref={distanceRef}>
        <SliderField
          label="Max distance"
          min={SETTINGS_DISTANCE_RANGE[0]}
          max={SETTINGS_DISTANCE_RANGE[1]}
          step={5}
          value={range.maxDistance}
          onChange={(maxDistance) => setRange((r) => ({ ...r, maxDistance }))}
          onCommit={(maxDistance) => commit({ maxDistance })}
          valueText={`${range.maxDistance} miles`}
        />
      </div>
    </div>
  );
}

/**
 * The collapsible Profile Filters bar (spec 01 "Discovery filter bar"): active-count badge, Age and
 * Distance chips (miles, decision 12), location, Clear All, and the four chip groups saved at once.
 */
export function FilterBar({ userId, location }: { userId: number; location: string | null | undefined }) {
  const [open, setOpen] = useState(false);
  const [focus, setFocus] = useState<RangeControl | null>(null);
  const openAt = (control: RangeControl) => {
    setOpen(true);
    setFocus(control);
  };
  const clearFocus = useCallback(() => setFocus(null), []);
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
                className={clsx(
                  'inline-flex min-w-5 items-center justify-center rounded-full',
                  'bg-brand-violet-strong px-1.5 text-xs font-bold leading-5 text-white',
                )}
              >
                {count}
              </span>
            )}
            <ChevronDown aria-hidden className={clsx('size-4 transition', open && 'rotate-180')} />
          </Button>
        </Collapsible.Trigger>
        {data && (
          <>
            <ControlChip
              label={`Age: ${data.ageMin}-${data.ageMax === AGE_MAX_ANY ? 'Any' : data.ageMax}`}
              onOpen={() => openAt('age')}
            />
            <ControlChip label={`Distance: ${data.maxDistance} mi`} onOpen={() => openAt('distance')} />
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
          <>
            <RangeControls userId={userId} data={data} focus={open ? focus : null} onFocused={clearFocus} />
            {FILTER_GROUPS.map((group) => (
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
            ))}
          </>
        )}
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
