import { useState } from 'react';
import clsx from 'clsx';

interface MemberAvatarProps {
  name: string;
  pictureUrl: string | null;
  online?: boolean;
  size?: 'sm' | 'md';
}

/** A member's picture (initial when there is none or it fails to load) with the Online dot. */
export function MemberAvatar({ name, pictureUrl, online, size = 'md' }: MemberAvatarProps) {
  const [broken, setBroken] = useState(false);
  const box = size === 'sm' ? 'size-10' : 'size-12';
  return (
    <span className={clsx('relative inline-flex shrink-0', box)}>
      {pictureUrl && !broken ? (
        <img
          src={pictureUrl}
          alt=""
          onError={() => setBroken(true)}
          className={clsx('rounded-full object-cover', box)}
        />
      ) : (
        <span
          aria-hidden
          className={clsx(
            'inline-flex items-center justify-center rounded-full bg-brand-gradient font-bold text-white',
            box,
          )}
        >
          {name.trim().charAt(0).toUpperCase() || '?'}
        </span>
      )}
      {online && (
        <span
          className="absolute bottom-0 right-0 size-3.5 rounded-full border-2 border-surface bg-safe"
          title="Online"
        >
          <span className="sr-only">Online</span>
        </span>
      )}
    </span>
  );
}
