import { describe, expect, it } from 'vitest';
import { ApiError } from '#lib/api-client';
import { canSend, externalMapLinks, formatCoordinates, formatRelativeTime, sendErrorToast } from './message-format';

const now = new Date('2026-03-20T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('formatRelativeTime (spec 02 §9)', () => {
  it('says Just now under a minute', () => {
    expect(formatRelativeTime(ago(0), now)).toBe('Just now');
    expect(formatRelativeTime(ago(59_999), now)).toBe('Just now');
  });

  it('counts minutes, then hours, then days', () => {
    expect(formatRelativeTime(ago(MIN), now)).toBe('1m ago');
    expect(formatRelativeTime(ago(59 * MIN), now)).toBe('59m ago');
    expect(formatRelativeTime(ago(HOUR), now)).toBe('1h ago');
    expect(formatRelativeTime(ago(23 * HOUR + 59 * MIN), now)).toBe('23h ago');
    expect(formatRelativeTime(ago(DAY), now)).toBe('1d ago');
    expect(formatRelativeTime(ago(6 * DAY + 23 * HOUR), now)).toBe('6d ago');
  });

  it('shows the date from 7 days on, with the year only when it differs', () => {
    const weekOld = new Date(now.getTime() - 7 * DAY);
    expect(formatRelativeTime(weekOld, now)).toBe(
      weekOld.toLocaleDateString(undefined, { month: 'short', day: 'numeric' }),
    );
    const lastYear = new Date('2025-06-01T12:00:00Z');
    expect(formatRelativeTime(lastYear, now)).toContain('2025');
  });

  it('treats a clock slightly ahead of ours as Just now', () => {
    expect(formatRelativeTime(new Date(now.getTime() + 5000), now)).toBe('Just now');
  });
});

describe('canSend (spec 02 §5)', () => {
  const base = { text: '', hasVoiceRecording: false, isRecording: false, isSending: false };

  it('is disabled while the input is empty (or blank) with no voice recording', () => {
    expect(canSend(base)).toBe(false);
    expect(canSend({ ...base, text: '   ' })).toBe(false);
  });

  it('is enabled with text or with a voice recording', () => {
    expect(canSend({ ...base, text: 'hi' })).toBe(true);
    expect(canSend({ ...base, hasVoiceRecording: true })).toBe(true);
  });

  it('is disabled while recording and while sending', () => {
    expect(canSend({ ...base, text: 'hi', isRecording: true })).toBe(false);
    expect(canSend({ ...base, hasVoiceRecording: true, isSending: true })).toBe(false);
  });
});

describe('sendErrorToast (spec 02 §8)', () => {
  const blocked = {
    title: 'Message Blocked',
    description: 'Your message contains content that violates our community guidelines. Please revise and try again.',
    variant: 'destructive',
  };

  it('maps a Guardian block to Message Blocked', () => {
    expect(sendErrorToast(new ApiError(400, 'Message blocked by Guardian AI: scam pattern'))).toEqual(blocked);
    expect(sendErrorToast(new Error('Message blocked'))).toEqual(blocked);
  });

  it('adds the policy Guardian names to the spec toast (issue 15)', () => {
    const t = sendErrorToast(
      new ApiError(400, 'Message blocked by Guardian AI: this message goes against our policy on threats or violence'),
    );
    expect(t.title).toBe('Message Blocked');
    expect(t.description).toBe(`${blocked.description} Reason: threats or violence.`);
  });

  it('shows any other error text under Failed to send message', () => {
    expect(sendErrorToast(new ApiError(403, "You can't message this member"))).toEqual({
      title: 'Failed to send message',
      description: "You can't message this member",
      variant: 'destructive',
    });
  });

  it('falls back to Please try again', () => {
    expect(sendErrorToast(new Error(''))).toMatchObject({
      title: 'Failed to send message',
      description: 'Please try again',
    });
    expect(sendErrorToast(undefined)).toMatchObject({ description: 'Please try again' });
  });
});

describe('locations', () => {
  it('rounds coordinates to 4 decimals', () => {
    expect(formatCoordinates(40.712776, -74.005974)).toBe('40.7128, -74.0060');
  });

  it('links two external maps services at latitude,longitude', () => {
    const links = externalMapLinks(40.7128, -74.006);
    expect(links.google).toContain('query=40.7128,-74.006');
    expect(links.openStreetMap).toContain('mlat=40.7128&mlon=-74.006');
  });
});
