import { useState, type FormEvent } from 'react';
import { Pencil, Phone, Star, Trash2, UserPlus } from 'lucide-react';
import { emergencyContactBody, MAX_EMERGENCY_CONTACTS, type EmergencyContact } from '#contracts';
import { Button } from '#ui/button';
import { Card, CardContent } from '#ui/card';
import { TextField } from '#ui/input';
import { Spinner } from '#ui/spinner';
import { toast } from '#ui/use-toast';
import { useAddContact, useContacts, useRemoveContact, useUpdateContact } from '../api/contacts';
import { fieldErrors } from './field-errors';
import { messageOf } from './format';
import { StatusBadge } from './status-badge';

interface Draft {
  name: string;
  phoneNumber: string;
  relationship: string;
  email: string;
}
const empty: Draft = { name: '', phoneNumber: '', relationship: '', email: '' };

function ContactForm({
  initial,
  busy,
  submitLabel,
  busyLabel,
  onSubmit,
  onCancel,
}: {
  initial: Draft;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  onSubmit: (draft: Draft) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof Draft) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: e.target.value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = fieldErrors(emergencyContactBody, { userId: 1, ...draft });
    setErrors(found ?? {});
    if (found) return;
    if (await onSubmit(draft)) {
      setDraft(empty);
      setErrors({});
    }
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <TextField
        label="Name"
        value={draft.name}
        onChange={set('name')}
        error={errors.name}
        autoComplete="name"
        required
      />
      <TextField
        label="Phone number"
        type="tel"
        value={draft.phoneNumber}
        onChange={set('phoneNumber')}
        error={errors.phoneNumber}
        hint="With country code (+44 7911 123456) or a US number"
        autoComplete="tel"
        required
      />
      <TextField
        label="Relationship"
        value={draft.relationship}
        onChange={set('relationship')}
        error={errors.relationship}
        placeholder="Sister, friend, roommate..."
        required
      />
      <TextField
        label="E-mail (optional)"
        type="email"
        value={draft.email}
        onChange={set('email')}
        error={errors.email}
        autoComplete="email"
        hint="Alerts go by SMS, and also by e-mail when you add one."
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {busy ? <Spinner /> : null}
          {busy ? busyLabel : submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}

function ContactRow({ contact, userId }: { contact: EmergencyContact; userId: number }) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateContact(userId);
  const remove = useRemoveContact(userId);
  if (editing) {
    return (
      <li className="rounded-xl border border-line p-4">
        <ContactForm
          initial={{
            name: contact.name,
            phoneNumber: contact.phoneNumber,
            relationship: contact.relationship,
            email: contact.email ?? '',
          }}
          busy={update.isPending}
          submitLabel="Save Contact"
          busyLabel="Saving..."
          onCancel={() => setEditing(false)}
          onSubmit={async (draft) => {
            try {
              await update.mutateAsync({ id: contact.id, patch: draft });
              toast({ title: 'Emergency contact updated', variant: 'success' });
              setEditing(false);
              return true;
            } catch (error) {
              toast({
                title: 'Failed to update emergency contact. Please try again.',
                description: messageOf(error),
                variant: 'destructive',
              });
              return false;
            }
          }}
        />
      </li>
    );
  }
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-line p-4 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
          {contact.name}
          {contact.isPrimary && <StatusBadge tone="violet">Primary</StatusBadge>}
        </p>
        <p className="text-sm text-ink-muted">{contact.relationship}</p>
        <p className="flex items-center gap-1 text-sm text-ink">
          <Phone aria-hidden className="size-3.5" />
          {contact.phoneNumber}
        </p>
        {contact.email && <p className="text-sm text-ink-muted">{contact.email}</p>}
      </div>
      <div className="flex flex-wrap gap-2">
        {!contact.isPrimary && (
          <Button
            variant="secondary"
            disabled={update.isPending}
            aria-label={`Make ${contact.name} primary`}
            onClick={() =>
              update.mutate(
                { id: contact.id, patch: { isPrimary: true } },
                {
                  onSuccess: () => toast({ title: `${contact.name} is now your primary contact`, variant: 'success' }),
                  onError: (error) =>
                    toast({
                      title: 'Failed to update emergency contact. Please try again.',
                      description: messageOf(error),
                      variant: 'destructive',
                    }),
                },
              )
            }
          >
            <Star aria-hidden className="size-4" />
            Make primary
          </Button>
        )}
        <Button variant="secondary" aria-label={`Edit ${contact.name}`} onClick={() => setEditing(true)}>
          <Pencil aria-hidden className="size-4" />
          Edit
        </Button>
        <Button
          variant="secondary"
          disabled={remove.isPending}
          aria-label={`Remove ${contact.name}`}
          onClick={() =>
            remove.mutate(contact.id, {
              onSuccess: () => toast({ title: 'Emergency contact removed' }),
              onError: (error) =>
                toast({
                  title: 'Failed to remove emergency contact. Please try again.',
                  description: messageOf(error),
                  variant: 'destructive',
                }),
            })
          }
        >
          <Trash2 aria-hidden className="size-4" />
          Remove
        </Button>
      </div>
    </li>
  );
}

export function ContactsTab({ userId }: { userId: number }) {
  const contacts = useContacts(userId);
  const add = useAddContact(userId);
  const list = contacts.data ?? [];
  return (
    <div className="space-y-4">
      <Card>
        <CardContent className="space-y-3 pt-6">
          <h2 className="text-lg font-bold text-ink">Emergency contacts</h2>
          <p className="text-sm text-ink-muted">
            They receive your alerts and hear from us if you miss a check-in. Your first contact is your primary one.
          </p>
          {contacts.isPending ? (
            <Spinner className="size-6" />
          ) : contacts.isError ? (
            <p role="alert" className="text-sm text-danger-strong">
              Could not load your contacts. {messageOf(contacts.error)}
            </p>
          ) : list.length === 0 ? (
            <p className="text-sm text-ink-muted">No emergency contacts yet. Add someone you trust below.</p>
          ) : (
            <ul className="space-y-3">
              {list.map((c) => (
                <ContactRow key={c.id} contact={c} userId={userId} />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardContent className="space-y-3 pt-6">
          <h2 className="flex items-center gap-2 text-lg font-bold text-ink">
            <UserPlus aria-hidden className="size-5" />
            Add emergency contact
          </h2>
          {list.length >= MAX_EMERGENCY_CONTACTS ? (
            <p className="text-sm text-ink-muted">
              You have {MAX_EMERGENCY_CONTACTS} contacts, the most you can add. Remove one to add someone else.
            </p>
          ) : (
            <ContactForm
              initial={empty}
              busy={add.isPending}
              submitLabel="Add Contact"
              busyLabel="Adding..."
              onSubmit={async (draft) => {
                try {
                  await add.mutateAsync({ userId, ...draft, isPrimary: list.length === 0 });
                  toast({
                    title: 'Emergency contact added',
                    description: `${draft.name} will be notified if you send an alert.`,
                    variant: 'success',
                  });
                  return true;
                } catch (error) {
                  toast({
                    title: 'Failed to add emergency contact. Please try again.',
                    description: messageOf(error),
                    variant: 'destructive',
                  });
                  return false;
                }
              }}
            />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
