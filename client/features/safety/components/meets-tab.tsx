import { useState, type FormEvent } from 'react';
import { CalendarClock, MapPin } from 'lucide-react';
import {
  MEET_DURATION_DEFAULT_MINUTES,
  MEET_TRANSITIONS,
  meetBody,
  REMINDER_HOURS_DEFAULT,
  type Meet,
  type MeetStatus,
} from '#contracts';
import { Button } from '#ui/button';
import { Card, CardContent } from '#ui/card';
import { TextAreaField } from '#ui/form-fields';
import { inputClassName, TextField } from '#ui/input';
import { Spinner } from '#ui/spinner';
import { toast } from '#ui/use-toast';
import { useContacts } from '../api/contacts';
import { useConversationPartners, useMeets, useOrganizeMeet, useUpdateMeet } from '../api/meets';
import { fieldErrors } from './field-errors';
import { dateTime, messageOf, toLocalInput } from './format';
import { StatusBadge } from './status-badge';

/** Spec 02: planned blue, confirmed green, completed grey, cancelled red. */
const STATUS_TONE = { planned: 'blue', confirmed: 'green', completed: 'grey', cancelled: 'red' } as const;
const STATUS_LABEL: Record<MeetStatus, string> = {
  planned: 'Planned',
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
};
const ACTION_LABEL: Record<MeetStatus, string> = {
  planned: 'Back to planned',
  confirmed: 'Confirm',
  completed: 'Mark completed',
  cancelled: 'Cancel meet',
};
const DURATIONS = [30, 60, 90, 120, 180, 240, 360];
const durationLabel = (m: number) => (m < 60 ? `${m} minutes` : `${m / 60} hour${m === 60 ? '' : 's'}`);

function OrganizeMeetForm({ userId }: { userId: number }) {
  const contacts = useContacts(userId);
  const partners = useConversationPartners();
  const organize = useOrganizeMeet(userId);
  const [when, setWhen] = useState('');
  const [chatUserId, setChatUserId] = useState('');
  const [contactId, setContactId] = useState('');
  const [meetLocation, setMeetLocation] = useState('');
  const [description, setDescription] = useState('');
  const [safetyNotes, setSafetyNotes] = useState('');
  const [durationMinutes, setDuration] = useState(MEET_DURATION_DEFAULT_MINUTES);
  const [reminderHours, setReminderHours] = useState(String(REMINDER_HOURS_DEFAULT));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const date = when ? new Date(when) : null;
    if (!date || Number.isNaN(date.getTime())) {
      setErrors({ meetDate: 'Choose a date and time' });
      return;
    }
    if (date.getTime() <= Date.now()) {
      setErrors({ meetDate: 'Choose a time in the future' });
      return;
    }
    const hours = Number(reminderHours);
    if (!Number.isFinite(hours) || hours < 0 || hours > 72) {
      setErrors({ reminderTime: 'Reminder: 0 to 72 hours before' });
      return;
    }
    const body = {
      userId,
      chatUserId: chatUserId ? Number(chatUserId) : null,
      contactId: contactId ? Number(contactId) : null,
      meetDate: date.toISOString(),
      meetLocation,
      description,
      safetyNotes,
      durationMinutes,
      // Spec 02 §5: reminder time = meet time minus the reminder hours.
      reminderTime: new Date(date.getTime() - hours * 3_600_000).toISOString(),
    };
    const found = fieldErrors(meetBody, body);
    setErrors(found ?? {});
    if (found) return;
    try {
      await organize.mutateAsync(body);
      toast({
        title: 'Meet organized',
        description: 'We will remind you and ask you to check in when it ends.',
        variant: 'success',
      });
      setWhen('');
      setChatUserId('');
      setContactId('');
      setMeetLocation('');
      setDescription('');
      setSafetyNotes('');
    } catch (error) {
      toast({
        title: 'Failed to organize meet. Please try again.',
        description: messageOf(error),
        variant: 'destructive',
      });
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <TextField
        label="Date and time"
        type="datetime-local"
        value={when}
        onChange={(e) => setWhen(e.target.value)}
        error={errors.meetDate}
        min={toLocalInput(new Date())}
        required
      />
      <div className="space-y-1.5">
        <label htmlFor="meet-chat-user" className="block text-sm font-medium text-ink">
          Who you are meeting (optional)
        </label>
        <select
          id="meet-chat-user"
          className={inputClassName}
          value={chatUserId}
          onChange={(e) => setChatUserId(e.target.value)}
        >
          <option value="">Not chosen</option>
          {(partners.data ?? []).map((p) => (
            <option key={p.id} value={p.id}>
              {p.displayName}
            </option>
          ))}
        </select>
        {errors.chatUserId && (
          <p role="alert" className="text-sm font-medium text-danger-strong">
            {errors.chatUserId}
          </p>
        )}
      </div>
      <div className="space-y-1.5">
        <label htmlFor="meet-contact" className="block text-sm font-medium text-ink">
          Safety contact (optional)
        </label>
        <select
          id="meet-contact"
          className={inputClassName}
          value={contactId}
          onChange={(e) => setContactId(e.target.value)}
        >
          <option value="">No specific contact</option>
          {(contacts.data ?? []).map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label="Location"
        value={meetLocation}
        onChange={(e) => setMeetLocation(e.target.value)}
        error={errors.meetLocation}
        placeholder="Café, address..."
      />
      <TextAreaField
        label="Description"
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        maxLength={1000}
      />
      <TextAreaField
        label="Safety notes"
        value={safetyNotes}
        onChange={(e) => setSafetyNotes(e.target.value)}
        maxLength={1000}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1.5">
          <label htmlFor="meet-duration" className="block text-sm font-medium text-ink">
            Expected length
          </label>
          <select
            id="meet-duration"
            className={inputClassName}
            value={durationMinutes}
            onChange={(e) => setDuration(Number(e.target.value))}
          >
            {DURATIONS.map((m) => (
              <option key={m} value={m}>
                {durationLabel(m)}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label="Reminder (hours before)"
          type="number"
          inputMode="numeric"
          min={0}
          max={72}
          value={reminderHours}
          onChange={(e) => setReminderHours(e.target.value)}
          error={errors.reminderTime}
        />
      </div>
      <p className="text-sm text-ink-muted">
        Your check-in is due when the meet should be over. No answer within 15 minutes and your emergency contacts are
        told.
      </p>
      <Button type="submit" disabled={organize.isPending}>
        {organize.isPending ? <Spinner /> : <CalendarClock aria-hidden className="size-4" />}
        {organize.isPending ? 'Organizing...' : 'Organize Meet'}
      </Button>
    </form>
  );
}

function MeetCard({ meet, userId }: { meet: Meet; userId: number }) {
  const update = useUpdateMeet(userId);
  const [moving, setMoving] = useState(false);
  const [newTime, setNewTime] = useState(() => toLocalInput(new Date(meet.meetDate)));
  const fail = (error: unknown) =>
    toast({ title: 'Failed to update meet. Please try again.', description: messageOf(error), variant: 'destructive' });
  const setStatus = (status: MeetStatus) =>
    update.mutate(
      { id: meet.id, patch: { status } },
      {
        onSuccess: () => toast({ title: `Meet ${STATUS_LABEL[status].toLowerCase()}` }),
        onError: fail,
      },
    );
  const open = meet.status === 'planned' || meet.status === 'confirmed';
  return (
    <li className="space-y-2 rounded-xl border border-line p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-ink">{dateTime(meet.meetDate)}</p>
        <StatusBadge tone={STATUS_TONE[meet.status]}>{STATUS_LABEL[meet.status]}</StatusBadge>
      </div>
      {meet.chatUser && <p className="text-sm text-ink">With {meet.chatUser.displayName}</p>}
      {meet.meetLocation && (
        <p className="flex items-center gap-1 text-sm text-ink">
          <MapPin aria-hidden className="size-3.5" />
          {meet.meetLocation}
        </p>
      )}
      {meet.description && <p className="text-sm text-ink-muted">{meet.description}</p>}
      {meet.safetyNotes && <p className="text-sm text-ink-muted">Safety notes: {meet.safetyNotes}</p>}
      <p className="text-xs text-ink-muted">
        Reminder {dateTime(meet.reminderTime)} · check-in due {dateTime(meet.endsAt)}
      </p>
      {open &&
        (moving ? (
          <div className="flex flex-wrap items-end gap-2">
            <TextField
              label="New date and time"
              type="datetime-local"
              value={newTime}
              onChange={(e) => setNewTime(e.target.value)}
            />
            <Button
              disabled={update.isPending}
              onClick={() =>
                update.mutate(
                  { id: meet.id, patch: { meetDate: new Date(newTime).toISOString() } },
                  {
                    onSuccess: () => {
                      toast({ title: 'Meet moved', description: 'Its reminder and check-in moved with it.' });
                      setMoving(false);
                    },
                    onError: fail,
                  },
                )
              }
            >
              Save time
            </Button>
            <Button variant="secondary" onClick={() => setMoving(false)}>
              Keep time
            </Button>
          </div>
        ) : (
          <div className="flex flex-wrap gap-2">
            {MEET_TRANSITIONS[meet.status].map((next) => (
              <Button
                key={next}
                variant={next === 'cancelled' ? 'secondary' : 'secondary'}
                disabled={update.isPending}
                onClick={() => setStatus(next)}
              >
                {ACTION_LABEL[next]}
              </Button>
            ))}
            <Button variant="secondary" onClick={() => setMoving(true)}>
              Change time
            </Button>
          </div>
        ))}
    </li>
  );
}

export function MeetsTab({ userId }: { userId: number }) {
  const meets = useMeets(userId);
  return (
    <div className="space-y-4">
      <Card>
        <CardContent className="space-y-3 pt-6">
          <h2 className="text-lg font-bold text-ink">Your meets</h2>
          {meets.isPending ? (
            <Spinner className="size-6" />
          ) : meets.isError ? (
            <p role="alert" className="text-sm text-danger-strong">
              Could not load your meets. {messageOf(meets.error)}
            </p>
          ) : meets.data.length === 0 ? (
            <p className="text-sm text-ink-muted">No meets planned yet.</p>
          ) : (
            <ul className="space-y-3">
              {meets.data.map((m) => (
                <MeetCard key={m.id} meet={m} userId={userId} />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardContent className="space-y-3 pt-6">
          <h2 className="text-lg font-bold text-ink">Organize a meet</h2>
          <OrganizeMeetForm userId={userId} />
        </CardContent>
      </Card>
    </div>
  );
}
