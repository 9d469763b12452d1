import { Switch as RadixSwitch } from 'radix-ui';
import clsx from 'clsx';

export interface SwitchProps {
  id?: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  'aria-describedby'?: string;
  'aria-label'?: string;
  /** sm sits inside a toolbar (the chat composer); md is the settings size. */
  size?: 'sm' | 'md';
}

/** The app's one on/off switch (Radix Switch); pair it with a <label htmlFor={id}>. */
export function Switch({ size = 'md', ...props }: SwitchProps) {
  return (
    <RadixSwitch.Root
      {...props}
      className={clsx(
        'relative inline-flex shrink-0 items-center rounded-full bg-line transition',
        'data-[state=checked]:bg-brand-violet-strong disabled:opacity-60',
        size === 'md' ? 'h-7 w-12' : 'h-6 w-11',
      )}
    >
      <RadixSwitch.Thumb
        className={clsx(
          'block translate-x-0.5 rounded-full bg-white shadow transition data-[state=checked]:translate-x-[22px]',
          size === 'md' ? 'size-6' : 'size-5',
        )}
      />
    </RadixSwitch.Root>
  );
}
