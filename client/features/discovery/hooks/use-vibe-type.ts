import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { VIBE_TYPES, type VibeType } from '#contracts';

/** Spec: the vibe-type selector defaults to date. */
export const DEFAULT_VIBE_TYPE: VibeType = 'date';

const isVibeType = (value: string | null): value is VibeType => VIBE_TYPES.includes(value as VibeType);

/**
 * The selected grid lives in the URL (`/?vibe=hookup`) so the header selector, the story ring and
 * the grid agree, and a reload or Back keeps the member's choice.
 */
export function useVibeType(): [VibeType, (next: VibeType) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('vibe');
  const vibeType = isVibeType(raw) ? raw : DEFAULT_VIBE_TYPE;
  const setVibeType = useCallback(
    (next: VibeType) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === DEFAULT_VIBE_TYPE) updated.delete('vibe');
          else updated.set('vibe', next);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [vibeType, setVibeType];
}
