import { ToggleGroup } from 'radix-ui';
import clsx from 'clsx';
import { Flame, Heart, MessageCircle } from 'lucide-react';
import { VIBE_TYPES, type VibeType } from '#contracts';
import { useVibeType } from '../hooks/use-vibe-type';

const labels: Record<VibeType, string> = { hookup: 'Hookup', date: 'Date', chat: 'Chat' };
const icons = { hookup: Flame, date: Heart, chat: MessageCircle } as const;
const selectedClass: Record<VibeType, string> = {
  hookup: 'data-[state=on]:bg-danger-strong',
  date: 'data-[state=on]:bg-brand-pink-strong',
  chat: 'data-[state=on]:bg-chat-strong',
};

/** The vibe-type selector / mode tabs (spec: hookup, date, chat; default date; selected highlighted). */
export function VibeTypeTabs() {
  const [vibeType, setVibeType] = useVibeType();
  return (
    <ToggleGroup.Root
      type="single"
      value={vibeType}
      onValueChange={(value) => {
        if (value) setVibeType(value as VibeType);
      }}
      aria-label="Vibe type"
      className="flex w-full max-w-xs rounded-xl border border-line bg-canvas p-0.5 sm:inline-flex sm:w-auto"
    >
      {VIBE_TYPES.map((type) => {
        const Icon = icons[type];
        return (
          <ToggleGroup.Item
            key={type}
            value={type}
            className={clsx(
              'inline-flex min-h-11 flex-1 items-center justify-center gap-1 rounded-lg',
              'px-1.5 text-xs font-semibold text-ink-muted transition sm:px-3.5 sm:text-sm',
              'hover:text-ink data-[state=on]:text-white data-[state=on]:shadow-sm',
              selectedClass[type],
            )}
          >
            <Icon aria-hidden className="hidden size-4 sm:block" />
            {labels[type]}
          </ToggleGroup.Item>
        );
      })}
    </ToggleGroup.Root>
  );
}
