import { useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { Check, CheckCheck, Eye, EyeOff, Flag, MoreHorizontal, ShieldAlert, Timer, TriangleAlert } from 'lucide-react';
import type { Message } from '#contracts/messaging';
import { useLongPress } from '../hooks/use-long-press';
import { formatMessageTime } from './message-format';
import { LocationContent } from './location-content';
import { ModerationBadge } from './moderation-badge';
import { PhotoContent } from './photo-content';
import { VoiceContent } from './voice-content';

interface MessageBubbleProps {
  message: Message;
  mine: boolean;
  /** Opens this message's actions (Report, Hide, ...): from the ⋯ button or a long press. */
  onOpenActions: (message: Message) => void;
  onReveal: (message: Message) => void;
  revealing: boolean;
}

function MessageBody({ message, mine }: { message: Message; mine: boolean }) {
  switch (message.messageType) {
    case 'location':
      return message.locationLatitude !== null && message.locationLongitude !== null ? (
        <LocationContent
          latitude={message.locationLatitude}
          longitude={message.locationLongitude}
          precise={message.isLocationPrecise}
          name={message.locationName}
        />
      ) : (
        <p>{message.content || 'Location shared'}</p>
      );
    case 'photo':
      return (
        <PhotoContent url={message.photoUrl} photoId={message.photoId} moderationStatus={message.moderationStatus} />
      );
    case 'voice':
      return <VoiceContent url={message.voiceUrl} durationSeconds={message.voiceMessageDuration} onDark={mine} />;
    default:
      return <p className="whitespace-pre-wrap break-words">{message.content}</p>;
  }
}

/** What a withheld, purged or removed message shows instead of its content. */
function Unavailable({ children }: { children: ReactNode }) {
  return <p className="flex items-center gap-2 text-sm italic opacity-90">{children}</p>;
}

/**
 * One message (spec 02 "Message bubbles by type"): its content by type, time, moderation badge,
 * disappearing state, and a ⋯ button that is always visible (a long press opens the same menu).
 */
export function MessageBubble({ message, mine, onOpenActions, onReveal, revealing }: MessageBubbleProps) {
  const [showFlagged, setShowFlagged] = useState(false);
  const longPress = useLongPress(() => onOpenActions(message));
  const isPhoto = message.messageType === 'photo';
  const warned = !mine && (message.blurred || message.nsfwWarning);

  let body: ReactNode;
  if (message.contentWithheld) {
    body = (
      <button
        type="button"
        onClick={() => onReveal(message)}
        disabled={revealing}
        className={clsx(
          'flex min-h-11 items-center gap-2 rounded-xl border border-dashed',
          'border-current px-3 py-2 text-left text-sm',
        )}
      >
        <EyeOff aria-hidden className="size-4 shrink-0" />
        <span>
          <span className="block font-semibold">{isPhoto ? 'Disappearing photo' : 'Disappearing message'}</span>
          <span className="block text-xs">
            {revealing
              ? 'Revealing...'
              : message.moderationStatus === 'pending'
                ? 'Guardian is checking it...'
                : 'Click to reveal'}
          </span>
        </span>
      </button>
    );
  } else if (message.contentPurged) {
    body = (
      <Unavailable>
        <Timer aria-hidden className="size-4" />
        This disappearing {isPhoto ? 'photo' : 'message'} has been deleted.
      </Unavailable>
    );
  } else if (message.moderationStatus === 'rejected') {
    body = (
      <Unavailable>
        <TriangleAlert aria-hidden className="size-4" />
        This content was removed by moderation.
      </Unavailable>
    );
  } else {
    body = <MessageBody message={message} mine={mine} />;
  }

  const blurred = !mine && message.blurred && !showFlagged && !message.contentWithheld && !message.contentPurged;

  return (
    <li
      className={clsx('flex items-center gap-0.5', mine ? 'flex-row-reverse' : 'flex-row')}
      data-testid="message"
      data-message-id={message.id}
    >
      {/* No text selection or iOS callout on touch screens, where a long press opens the menu instead. */}
      <div
        {...longPress}
        className={clsx(
          'min-w-0 max-w-[80%] rounded-2xl px-3.5 py-2 shadow-sm sm:max-w-md',
          'pointer-coarse:select-none [-webkit-touch-callout:none]',
          mine ? 'rounded-br-md bg-brand-gradient text-white' : 'rounded-bl-md border border-line bg-surface text-ink',
        )}
      >
        {warned && !message.contentWithheld && (
          <p className="mb-1.5 flex items-center gap-1.5 text-xs font-semibold text-danger-strong">
            <TriangleAlert aria-hidden className="size-3.5" />
            Guardian flagged this message
          </p>
        )}
        {blurred ? (
          <div className="relative">
            <div aria-hidden className="pointer-events-none select-none blur-md">
              {body}
            </div>
            <button
              type="button"
              onClick={() => setShowFlagged(true)}
              className={clsx(
                'absolute inset-0 flex min-h-11 items-center justify-center gap-2',
                'rounded-xl bg-surface/70 text-sm font-semibold text-ink',
              )}
            >
              <Eye aria-hidden className="size-4" />
              Show flagged content
            </button>
          </div>
        ) : (
          body
        )}
        {mine && message.guardianNote && (
          // Issue 15: the sender learns why Guardian flagged a delivered message.
          <p
            role="note"
            className="mt-1.5 flex items-start gap-1.5 rounded-lg bg-white/15 px-2 py-1 text-xs leading-snug text-white"
          >
            <ShieldAlert aria-hidden className="mt-px size-3.5 shrink-0" />
            <span>{message.guardianNote}</span>
          </p>
        )}
        <div
          className={clsx(
            'mt-1 flex flex-wrap items-center justify-end gap-1.5 text-[11px]',
            mine ? 'text-white/85' : 'text-ink-muted',
          )}
        >
          {message.isDisappearing && !message.contentWithheld && (
            <span
              className={clsx(
                'inline-flex items-center gap-1 rounded-full px-1.5 font-semibold',
                mine ? 'bg-white/20' : 'bg-violet-100 text-brand-violet-strong',
              )}
            >
              {message.isRevealed ? <Eye aria-hidden className="size-3" /> : <EyeOff aria-hidden className="size-3" />}
              {message.isRevealed ? 'Revealed' : 'Hidden'}
            </span>
          )}
          {message.reportedByMe && (
            <span className="inline-flex items-center gap-1 font-semibold text-danger-strong">
              <Flag aria-hidden className="size-3" />
              Reported
            </span>
          )}
          <time dateTime={message.createdAt}>{formatMessageTime(message.createdAt)}</time>
          <ModerationBadge status={message.moderationStatus} onDark={mine} />
          {mine &&
            (message.readAt ? (
              <CheckCheck role="img" aria-label="Read" className="size-3.5" />
            ) : (
              <Check role="img" aria-label="Sent" className="size-3.5" />
            ))}
        </div>
      </div>

      <button
        type="button"
        onClick={() => onOpenActions(message)}
        aria-label="Message actions"
        aria-haspopup="dialog"
        className={clsx(
          'inline-flex size-11 shrink-0 items-center justify-center rounded-full',
          'text-ink-muted hover:bg-violet-50 hover:text-ink active:bg-violet-100',
        )}
      >
        <MoreHorizontal aria-hidden className="size-5" />
      </button>
    </li>
  );
}
