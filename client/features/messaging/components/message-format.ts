// Pure formatting and rules for the messaging screens (spec 02 §5 and §9).

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The inbox's relative time (spec 02 §9): under a minute 'Just now', then 'Nm ago', 'Nh ago',
 * days under a week ('Nd ago'), then the date.
 */
export function formatRelativeTime(value: string | Date, now: Date = new Date()): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  const elapsed = Math.max(0, now.getTime() - date.getTime());
  if (elapsed < MINUTE) return 'Just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h ago`;
  if (elapsed < 7 * DAY) return `${Math.floor(elapsed / DAY)}d ago`;
  const sameYear = date.getFullYear() === now.getFullYear();
  return date.toLocaleDateString(
    undefined,
    sameYear ? { month: 'short', day: 'numeric' } : { year: 'numeric', month: 'short', day: 'numeric' },
  );
}

/** A bubble's timestamp: the time of day, with the date when it is not today. */
export function formatMessageTime(value: string, now: Date = new Date()): string {
  const date = new Date(value);
  const time = date.toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });
  if (date.toDateString() === now.toDateString()) return time;
  return `${date.toLocaleDateString(undefined, { month: 'short', day: 'numeric' })}, ${time}`;
}

/** Spec 02 §9: coordinates in location text are rounded to 4 decimals. */
export function formatCoordinates(latitude: number, longitude: number): string {
  return `${latitude.toFixed(4)}, ${longitude.toFixed(4)}`;
}

/** The two external maps services a shared location opens in (spec 02 "Location"). */
export function externalMapLinks(latitude: number, longitude: number) {
  return {
    google: `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`,
    openStreetMap: `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`,
  };
}

export interface ComposerState {
  text: string;
  hasVoiceRecording: boolean;
  isRecording: boolean;
  isSending: boolean;
}

/**
 * Spec 02 §5: send is disabled while the input is empty with no voice recording, or while
 * recording; and (§2 Composer) while a send is in flight.
 */
export function canSend({ text, hasVoiceRecording, isRecording, isSending }: ComposerState): boolean {
  if (isRecording || isSending) return false;
  return text.trim().length > 0 || hasVoiceRecording;
}

export interface ToastMessage {
  title: string;
  description: string;
  variant: 'destructive';
}

const BLOCKED_POLICY = /goes against our policy on (.+?)\.?$/;

/** Spec 02 §8: the toast for a failed send, keyed on the server's error text. */
export function sendErrorToast(error: unknown): ToastMessage {
  const text = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  if (text.includes('Message blocked by Guardian AI') || text.includes('Message blocked')) {
    // The server names the policy after the spec's wording ("...: this message goes against our
    // policy on threats or violence"): the toast keeps the spec's text and adds the reason.
    const policy = BLOCKED_POLICY.exec(text)?.[1]?.trim();
    return {
      title: 'Message Blocked',
      description:
        'Your message contains content that violates our community guidelines. Please revise and try again.' +
        (policy ? ` Reason: ${policy}.` : ''),
      variant: 'destructive',
    };
  }
  return { title: 'Failed to send message', description: text || 'Please try again', variant: 'destructive' };
}
