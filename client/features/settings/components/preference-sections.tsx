import type { Vibes } from '#contracts';
import {
  AGE_MAX_ANY,
  BODY_TYPE_FILTER,
  HEIGHT_FILTER,
  LANGUAGE_FILTER,
  RELATIONSHIP_FILTER,
  SETTINGS_AGE_MAX_RANGE,
  SETTINGS_AGE_MIN_RANGE,
  SETTINGS_DISTANCE_RANGE,
} from '#contracts';
import { energyLabel } from './energy-label';
import { ChipGroup, SliderField, SwitchField, optionLabel } from '#ui/form-fields';
import { SettingsCard } from './settings-card';
import type { DiscoveryDraft } from './settings-model';

export function VibesSection({ vibes, update }: { vibes: Vibes; update: (patch: Partial<Vibes>) => void }) {
  return (
    <SettingsCard
      title="Personality Vibes"
      description="Romantic and Social are matched by similarity, Energy as opposites."
    >
      <div className="grid gap-6 md:grid-cols-3">
        <SliderField
          label="Romantic"
          min={0}
          max={100}
          value={vibes.romantic}
          onChange={(romantic) => update({ romantic })}
          valueText={`${vibes.romantic}`}
          ends={['Shy', 'Outgoing']}
        />
        <SliderField
          label="Energy"
          min={0}
          max={100}
          value={vibes.dominance}
          onChange={(dominance) => update({ dominance })}
          valueText={`${vibes.dominance} · ${energyLabel(vibes.dominance)}`}
          ends={['Passive', 'Active']}
        />
        <SliderField
          label="Social"
          min={0}
          max={100}
          value={vibes.social}
          onChange={(social) => update({ social })}
          valueText={`${vibes.social}`}
          ends={['Introvert', 'Extrovert']}
        />
      </div>
    </SettingsCard>
  );
}

/** The relationship filter chip reads "Poly" while the value stored is polyamorous. */
const relationshipFilterLabel = (value: string) => (value === 'polyamorous' ? 'Poly' : optionLabel(value));

export function DiscoverySection({
  draft,
  update,
}: {
  draft: DiscoveryDraft;
  update: (patch: Partial<DiscoveryDraft>) => void;
}) {
  // Keep the range valid whichever end moves.
  const setAgeMin = (ageMin: number) => update(ageMin > draft.ageMax ? { ageMin, ageMax: ageMin } : { ageMin });
  const setAgeMax = (ageMax: number) => update(ageMax < draft.ageMin ? { ageMax, ageMin: ageMax } : { ageMax });
  return (
    <SettingsCard
      title="Discovery Settings"
      description="Which grids you appear in, and who you see."
      className="lg:col-span-2"
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <fieldset className="space-y-1 rounded-xl border border-line p-4">
          <legend className="px-1 text-sm font-medium text-ink">Appear in</legend>
          <SwitchField
            label="Appear in Hookup"
            checked={draft.appearInHookup}
            onCheckedChange={(appearInHookup) => update({ appearInHookup })}
          />
          <SwitchField
            label="Appear in Date"
            checked={draft.appearInDate}
            onCheckedChange={(appearInDate) => update({ appearInDate })}
          />
          <SwitchField
            label="Appear in Chat"
            checked={draft.appearInChat}
            onCheckedChange={(appearInChat) => update({ appearInChat })}
          />
        </fieldset>
        <div className="space-y-4">
          <SliderField
            label="Minimum age"
            min={SETTINGS_AGE_MIN_RANGE[0]}
            max={SETTINGS_AGE_MIN_RANGE[1]}
            value={draft.ageMin}
            onChange={setAgeMin}
            valueText={`${draft.ageMin}`}
          />
          <SliderField
            label="Maximum age"
            min={SETTINGS_AGE_MAX_RANGE[0]}
            max={SETTINGS_AGE_MAX_RANGE[1]}
            value={draft.ageMax}
            onChange={setAgeMax}
            valueText={draft.ageMax === AGE_MAX_ANY ? 'Any' : `${draft.ageMax}`}
          />
          <SliderField
            label="Max distance"
            min={SETTINGS_DISTANCE_RANGE[0]}
            max={SETTINGS_DISTANCE_RANGE[1]}
            step={5}
            value={draft.maxDistance}
            onChange={(maxDistance) => update({ maxDistance })}
            valueText={`${draft.maxDistance} MILES`}
          />
        </div>
      </div>
      <p className="text-sm text-ink-muted">Filters: leave a group empty to see everyone.</p>
      <div className="grid gap-5 lg:grid-cols-2">
        <ChipGroup
          legend="Height filter"
          options={HEIGHT_FILTER}
          selected={draft.heightFilter}
          onChange={(heightFilter) => update({ heightFilter })}
        />
        <ChipGroup
          legend="Body type filter"
          options={BODY_TYPE_FILTER}
          selected={draft.bodyTypeFilter}
          onChange={(bodyTypeFilter) => update({ bodyTypeFilter })}
        />
        <ChipGroup
          legend="Relationship filter"
          options={RELATIONSHIP_FILTER}
          selected={draft.relationshipStatusFilter}
          onChange={(relationshipStatusFilter) => update({ relationshipStatusFilter })}
          labelFor={relationshipFilterLabel}
        />
        <ChipGroup
          legend="Language filter"
          options={LANGUAGE_FILTER}
          selected={draft.languageFilter}
          onChange={(languageFilter) => update({ languageFilter })}
        />
      </div>
    </SettingsCard>
  );
}
