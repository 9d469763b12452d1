import { useEffect, useState } from 'react';
import { CHECKIN_GRACE_MS } from '#contracts';
import { toast } from '#ui/use-toast';
import { useCheckins } from '../api/checkins';
import { useMeets } from '../api/meets';
import { dateTime } from './format';

const SEEN_KEY = 'vibeline-safety-notices-seen';
const TICK_MS = 30_000;

function seen(): Set<string> {
  try {
    return new Set(JSON.parse(localStorage.getItem(SEEN_KEY) ?? '[]') as string[]);
  } catch {
    return new Set();
  }
}
function markSeen(key: string) {
  // Only the recent ones matter: a notice is tied to a meet's time.
  const keys = [...seen(), key].slice(-50);
  localStorage.setItem(SEEN_KEY, JSON.stringify(keys));
}

/**
 * In-app notices while the member has the app open (the e-mails go out from the server's jobs
 * regardless): the meet reminder at reminderTime and the check-in when it is due. Times come
 * from the member's own meets and check-ins; a 30-second tick notices them passing.
 */
export function SafetyNotices({ userId }: { userId: number }) {
  const meets = useMeets(userId);
  const checkins = useCheckins(userId);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    const done = seen();
    for (const c of checkins.data ?? []) {
      const due = Date.parse(c.scheduledTime);
      const key = `checkin:${c.id}:${c.scheduledTime}`;
      if (
        (c.status === 'scheduled' || c.status === 'due') &&
        now >= due &&
        now < due + CHECKIN_GRACE_MS &&
        !done.has(key)
      ) {
        markSeen(key);
        toast({
          title: 'Time to check in',
          description:
            "Open Bestie Shield (the shield icon) and tap I'm safe " +
            'within 15 minutes, or your emergency contacts are told.',
          duration: 60_000,
        });
        return;
      }
    }
    for (const m of meets.data ?? []) {
      const key = `reminder:${m.id}:${m.reminderTime}`;
      if (
        (m.status === 'planned' || m.status === 'confirmed') &&
        now >= Date.parse(m.reminderTime) &&
        now < Date.parse(m.meetDate) &&
        !done.has(key)
      ) {
        markSeen(key);
        toast({
          title: 'Meet reminder',
          description:
            `Your meet${m.meetLocation ? ` at ${m.meetLocation}` : ''} is at ${dateTime(m.meetDate)}. ` +
            'We will ask you to check in when it ends.',
          duration: 30_000,
        });
        return;
      }
    }
  }, [now, meets.data, checkins.data]);

  return null;
}
