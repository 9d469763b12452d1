import { useId, useState, type ReactNode } from 'react';
import { GENDERS, SUSPENSION_DAYS_MAX } from '#contracts';
import { Button } from '#ui/button';
import { ConfirmDialog } from '#ui/confirm-dialog';
import { Dialog } from '#ui/dialog';
import { optionLabel } from '#ui/form-fields';
import { TextField } from '#ui/input';
import { LoadError } from '#ui/load-error';
import { Spinner } from '#ui/spinner';
import { toast } from '#ui/use-toast';
import {
  trustSourceLabel,
  trustTone,
  useGenderChange,
  useMemberDetail,
  useMemberTrustReset,
  useSuspend,
  useUnsuspend,
  type MemberDetailView as MemberDetail,
} from '../api/users';
import { useStaffRole } from '../hooks/use-staff-role';
import { Badge, messageOf, Stat } from './staff-ui';

const day = (iso: string) => new Date(iso).toLocaleDateString();

/** A member as staff see them: never exact coordinates, only the location text they chose. */
export function MemberDetailDialog({ userId, onClose }: { userId: number | null; onClose: () => void }) {
  const detail = useMemberDetail(userId);
  return (
    <Dialog
      open={userId !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={detail.data?.displayName ?? 'Member'}
      size="sheet"
    >
      <div className="space-y-5 p-4">
        {detail.isPending && (
          <p className="flex items-center gap-2 text-ink-muted">
            <Spinner /> Loading...
          </p>
        )}
        {detail.isError && (
          <LoadError title="Could not load the member" error={detail.error} onRetry={() => void detail.refetch()} />
        )}
        {detail.data && <MemberBody member={detail.data} />}
      </div>
    </Dialog>
  );
}

function List<T>({
  title,
  items,
  render,
  empty,
}: {
  title: string;
  items: T[];
  render: (item: T) => ReactNode;
  empty: string;
}) {
  return (
    <section className="space-y-1.5" aria-label={title}>
      <h3 className="font-semibold text-ink">
        {title} <span className="text-sm font-normal text-ink-muted">({items.length})</span>
      </h3>
      {items.length === 0 ? (
        <p className="text-sm text-ink-muted">{empty}</p>
      ) : (
        <ul className="max-h-60 divide-y divide-line overflow-y-auto rounded-xl border border-line text-sm">
          {items.map((item, i) => (
            <li key={i} className="p-2.5">
              {render(item)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function MemberBody({ member }: { member: MemberDetail }) {
  const { isAdmin, userId: me } = useStaffRole();
  const mayAct = isAdmin && member.id !== me && member.role === 'member';
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={trustTone(member.trustScore)} className="text-sm">
          Trust {member.trustScore}
        </Badge>
        <Badge>{member.role}</Badge>
        {member.isVerified && <Badge tone="good">Verified</Badge>}
        {member.suspension && <Badge tone="poor">Suspended until {day(member.suspension.until)}</Badge>}
      </div>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Stat label="E-mail" value={<span className="break-all text-sm">{member.email}</span>} />
        <Stat label="Id" value={`#${member.id}`} />
        <Stat label="Age" value={member.age ?? '—'} hint={optionLabel(member.gender)} />
        <Stat label="Location" value={<span className="text-sm">{member.location ?? 'Not set'}</span>} />
        <Stat
          label="Joined"
          value={<span className="text-sm">{day(member.createdAt)}</span>}
          hint={member.lastSeenAt ? `seen ${new Date(member.lastSeenAt).toLocaleString()}` : 'never seen'}
        />
        <Stat
          label="False reports"
          value={member.falseReportCount}
          hint={`limit ${member.reportLimitPerDay} reports a day`}
        />
      </dl>
      {member.suspension && <p className="text-sm text-danger-strong">Suspended: {member.suspension.reason}</p>}
      {mayAct && <MemberActions member={member} />}
      <List
        title="Reports against"
        items={member.reportsAgainst}
        empty="None"
        render={(r) => (
          <>
            {r.kind === 'message' ? 'Message' : 'Member'} report by {r.other.displayName}: {r.reason} ·{' '}
            <Badge>{r.status}</Badge> · {day(r.createdAt)}
          </>
        )}
      />
      <List
        title="Reports by"
        items={member.reportsBy}
        empty="None"
        render={(r) => (
          <>
            Reported {r.other.displayName}: {r.reason} · <Badge>{r.status}</Badge> · {day(r.createdAt)}
          </>
        )}
      />
      <List
        title="Decisions"
        items={member.decisions}
        empty="None"
        render={(d) => (
          <>
            {d.subject.type}
            {d.subject.field ? ` (${d.subject.field})` : ''} · <Badge>{d.status}</Badge>
            {d.reviewer && ` by ${d.reviewer.displayName}`} · {day(d.createdAt)}
          </>
        )}
      />
      <List
        title="Trust history"
        items={member.trustHistory}
        empty="No changes"
        render={(t) => (
          <>
            <Badge>{trustSourceLabel(t.source)}</Badge> {t.delta > 0 ? `+${t.delta}` : t.delta} → {t.trustScore} ·{' '}
            {t.reason} · {day(t.createdAt)}
          </>
        )}
      />
      <List
        title="Suspensions"
        items={member.suspensions}
        empty="None"
        render={(s) => (
          <>
            {day(s.startsAt)}–{day(s.endsAt)}: {s.reason}
            {s.by && ` (by ${s.by.displayName})`}
            {s.liftedAt && ` · lifted ${day(s.liftedAt)}${s.liftedBy ? ` by ${s.liftedBy.displayName}` : ''}`}
          </>
        )}
      />
    </>
  );
}

function MemberActions({ member }: { member: MemberDetail }) {
  const [dialog, setDialog] = useState<'suspend' | 'lift' | 'trust' | 'gender' | null>(null);
  const [reason, setReason] = useState('');
  const [days, setDays] = useState('7');
  const [trust, setTrust] = useState('50');
  const [gender, setGender] = useState(member.gender);
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | null>(null);
  const suspend = useSuspend();
  const lift = useUnsuspend();
  const reset = useMemberTrustReset();
  const changeGender = useGenderChange();
  const genderId = useId();
  const open = (which: typeof dialog) => {
    setError(null);
    setNotes('');
    setDialog(which);
  };
  const done = (title: string) => () => {
    setDialog(null);
    toast({ title, variant: 'success' });
  };
  const failed = (failure: unknown) => setError(messageOf(failure, 'Please try again'));

  const onSuspend = () => {
    const duration = Number(days);
    if (!reason.trim()) return setError('Reason is required');
    if (!Number.isInteger(duration) || duration < 1 || duration > SUSPENSION_DAYS_MAX)
      return setError(`Duration must be 1 to ${SUSPENSION_DAYS_MAX} days`);
    suspend.mutate(
      { id: member.id, reason, duration },
      { onSuccess: done(`${member.displayName} suspended`), onError: failed },
    );
  };
  const onTrust = () => {
    const score = Number(trust);
    if (!Number.isInteger(score) || score < 0 || score > 100) return setError('Trust score must be between 0 and 100');
    reset.mutate(
      { id: member.id, trustScore: score, notes },
      { onSuccess: done(`Trust score set to ${score}`), onError: failed },
    );
  };
  const errorLine = error && (
    <p role="alert" className="mt-3 text-sm font-medium text-danger-strong">
      {error}
    </p>
  );

  return (
    <div className="flex flex-wrap gap-2">
      {member.suspension ? (
        <Button variant="secondary" onClick={() => open('lift')}>
          Lift suspension
        </Button>
      ) : (
        <Button variant="danger" onClick={() => open('suspend')}>
          Suspend
        </Button>
      )}
      <Button variant="secondary" onClick={() => open('trust')}>
        Reset trust
      </Button>
      <Button variant="secondary" onClick={() => open('gender')}>
        Change gender
      </Button>

      <ConfirmDialog
        open={dialog === 'suspend'}
        onOpenChange={(o) => setDialog(o ? 'suspend' : null)}
        title={`Suspend ${member.displayName}?`}
        description="They are signed out everywhere at once and cannot sign in until the suspension ends."
        confirmLabel="Suspend"
        busyLabel="Suspending..."
        busy={suspend.isPending}
        onConfirm={onSuspend}
      >
        <div className="mt-4 space-y-3">
          <TextField label="Reason" value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} />
          <TextField
            label="Duration (days)"
            inputMode="numeric"
            value={days}
            onChange={(e) => setDays(e.target.value)}
          />
        </div>
        {errorLine}
      </ConfirmDialog>

      <ConfirmDialog
        open={dialog === 'lift'}
        onOpenChange={(o) => setDialog(o ? 'lift' : null)}
        title={`Lift ${member.displayName}'s suspension?`}
        description="They can sign in again at once."
        tone="primary"
        confirmLabel="Lift suspension"
        busyLabel="Lifting..."
        busy={lift.isPending}
        onConfirm={() =>
          lift.mutate({ id: member.id, notes }, { onSuccess: done('Suspension lifted'), onError: failed })
        }
      >
        <TextField className="mt-4" label="Notes (optional)" value={notes} onChange={(e) => setNotes(e.target.value)} />
        {errorLine}
      </ConfirmDialog>

      <ConfirmDialog
        open={dialog === 'trust'}
        onOpenChange={(o) => setDialog(o ? 'trust' : null)}
        title="Reset trust score"
        tone="primary"
        confirmLabel="Reset"
        busyLabel="Resetting..."
        busy={reset.isPending}
        onConfirm={onTrust}
      >
        <div className="mt-4 space-y-3">
          <TextField
            label="New trust score"
            inputMode="numeric"
            value={trust}
            onChange={(e) => setTrust(e.target.value)}
          />
          <TextField label="Notes (optional)" value={notes} onChange={(e) => setNotes(e.target.value)} />
        </div>
        {errorLine}
      </ConfirmDialog>

      <ConfirmDialog
        open={dialog === 'gender'}
        onOpenChange={(o) => setDialog(o ? 'gender' : null)}
        title="Change gender on request"
        tone="primary"
        description="For a member who asked support; the audit log keeps the request."
        confirmLabel="Change"
        busyLabel="Saving..."
        busy={changeGender.isPending}
        onConfirm={() => {
          if (!notes.trim()) return setError('Notes are required (the support request)');
          changeGender.mutate(
            { id: member.id, gender: gender as (typeof GENDERS)[number], notes },
            { onSuccess: done('Gender changed'), onError: failed },
          );
        }}
      >
        <div className="mt-4 space-y-3">
          <label htmlFor={genderId} className="block text-sm font-medium text-ink">
            Gender
          </label>
          <select
            id={genderId}
            value={gender}
            onChange={(e) => setGender(e.target.value)}
            className="block min-h-11 w-full rounded-xl border border-line bg-surface px-3.5 text-base text-ink"
          >
            {GENDERS.map((g) => (
              <option key={g} value={g}>
                {optionLabel(g)}
              </option>
            ))}
          </select>
          <TextField label="Support request notes" value={notes} onChange={(e) => setNotes(e.target.value)} />
        </div>
        {errorLine}
      </ConfirmDialog>
    </div>
  );
}
