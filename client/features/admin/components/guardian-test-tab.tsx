import { useId, useState, type FormEvent } from 'react';
import { X } from 'lucide-react';
import { Button } from '#ui/button';
import { ConfirmDialog } from '#ui/confirm-dialog';
import { Input, TextField } from '#ui/input';
import { toast } from '#ui/use-toast';
import {
  useAddKeywords,
  useGuardianSettings,
  useModerationTest,
  useRemoveKeyword,
  useResetTrust,
  type KeywordList,
} from '../api/guardian-admin';
import { useStaffRole } from '../hooks/use-staff-role';
import { TestResult } from './test-result';
import { EmptyState, messageOf, Section } from './staff-ui';
import { LoadError } from '#ui/load-error';
import { clsx } from 'clsx';

/** Spec 02 §5: the test trust score is an integer 0-100, 50 when the field does not hold one. */
export function readTrustScore(text: string): number {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(value) && value >= 0 && value <= 100 ? value : 50;
}

/** The optional user id, read as a positive integer; anything else means "no member". */
export function readUserId(text: string): number | null {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(value) && value > 0 ? value : null;
}

export function GuardianTestTab() {
  const { isAdmin } = useStaffRole();
  return (
    <div className="space-y-6">
      <TestPortal isAdmin={isAdmin} />
      <KeywordManager isAdmin={isAdmin} />
    </div>
  );
}

function TestPortal({ isAdmin }: { isAdmin: boolean }) {
  const [contentType, setContentType] = useState<'message' | 'photo'>('message');
  const [content, setContent] = useState('');
  const [trustText, setTrustText] = useState('50');
  const [userIdText, setUserIdText] = useState('');
  const [confirmAll, setConfirmAll] = useState(false);
  const test = useModerationTest();
  const reset = useResetTrust();
  const typeId = useId();
  const contentId = useId();
  const trustScore = readTrustScore(trustText);
  const userId = readUserId(userIdText);

  const onTest = (event: FormEvent) => {
    event.preventDefault();
    if (!content.trim()) return;
    test.mutate({ contentType, content, testUserId: userId, customTrustScore: trustScore });
  };
  const onReset = (target: number | null) => {
    reset.mutate(
      { trustScore, userId: target },
      {
        onSuccess: (answer) => {
          setConfirmAll(false);
          toast({ title: 'Trust score reset', description: answer.message, variant: 'success' });
        },
        onError: (error) =>
          toast({ title: 'Reset failed', description: messageOf(error, 'Please try again'), variant: 'destructive' }),
      },
    );
  };
  const onClear = () => {
    setContent('');
    setUserIdText('');
    setTrustText('50');
    test.reset();
  };

  return (
    <Section
      title="Guardian test portal"
      description="A dry run: Guardian answers as it would for a real send. Nothing is stored."
    >
      <form onSubmit={onTest} className="space-y-4">
        <div className="space-y-1.5">
          <label htmlFor={typeId} className="block text-sm font-medium text-ink">
            Content type
          </label>
          <select
            id={typeId}
            value={contentType}
            onChange={(e) => setContentType(e.target.value as 'message' | 'photo')}
            className="block min-h-11 w-full rounded-xl border border-line bg-surface px-3.5 text-base text-ink"
          >
            <option value="message">Message</option>
            <option value="photo">Photo URL</option>
          </select>
        </div>
        {contentType === 'message' ? (
          <div className="space-y-1.5">
            <label htmlFor={contentId} className="block text-sm font-medium text-ink">
              Message content
            </label>
            <textarea
              id={contentId}
              value={content}
              onChange={(e) => setContent(e.target.value)}
              rows={4}
              className="block w-full rounded-xl border border-line bg-surface px-3.5 py-2.5 text-base text-ink"
            />
          </div>
        ) : (
          <TextField
            label="Photo URL"
            value={content}
            onChange={(e) => setContent(e.target.value)}
            hint="A photo stored on Vibeline (a /media/... URL)"
            inputMode="url"
          />
        )}
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label="Test trust score"
            inputMode="numeric"
            value={trustText}
            onChange={(e) => setTrustText(e.target.value)}
            hint={`Used: ${trustScore}`}
          />
          <TextField
            label="User id (optional)"
            inputMode="numeric"
            value={userIdText}
            onChange={(e) => setUserIdText(e.target.value)}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={!content.trim() || test.isPending}>
            {test.isPending ? 'Testing...' : 'Test'}
          </Button>
          {isAdmin && (
            <>
              <Button variant="secondary" disabled={userId === null || reset.isPending} onClick={() => onReset(userId)}>
                Reset User
              </Button>
              <Button variant="secondary" disabled={reset.isPending} onClick={() => setConfirmAll(true)}>
                Reset All
              </Button>
            </>
          )}
          <Button variant="ghost" onClick={onClear}>
            Clear
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={confirmAll}
        onOpenChange={setConfirmAll}
        title="Reset every member's trust score?"
        description={`Every member's trust score becomes ${trustScore}. This cannot be undone.`}
        confirmLabel="Reset All"
        busyLabel="Resetting..."
        busy={reset.isPending}
        onConfirm={() => onReset(null)}
      />
      {test.isError && (
        <p role="alert" className="text-sm font-medium text-danger-strong">
          {messageOf(test.error, 'Test failed')}
        </p>
      )}
      {test.data && <TestResult result={test.data} />}
    </Section>
  );
}

function KeywordManager({ isAdmin }: { isAdmin: boolean }) {
  const settings = useGuardianSettings();
  return (
    <Section
      title="Keywords"
      description={
        isAdmin
          ? 'Add one keyword per line. Removing a keyword takes effect at once.'
          : 'Keyword lists are edited by administrators.'
      }
    >
      {settings.isError && (
        <LoadError
          title="Could not load the keyword lists"
          error={settings.error}
          onRetry={() => void settings.refetch()}
        />
      )}
      {settings.data && (
        <div className="grid gap-6 md:grid-cols-2">
          <KeywordList list="banned" title="Banned keywords" words={settings.data.bannedKeywords} isAdmin={isAdmin} />
          <KeywordList list="nsfw" title="NSFW keywords" words={settings.data.nsfwKeywords} isAdmin={isAdmin} />
        </div>
      )}
    </Section>
  );
}

function KeywordList({
  list,
  title,
  words,
  isAdmin,
}: {
  list: KeywordList;
  title: string;
  words: string[];
  isAdmin: boolean;
}) {
  const [text, setText] = useState('');
  const add = useAddKeywords(list);
  const remove = useRemoveKeyword();
  const areaId = useId();
  const onAdd = () =>
    add.mutate(text, {
      onSuccess: (answer) => {
        setText('');
        toast({
          title: `${answer.added.length} keyword${answer.added.length === 1 ? '' : 's'} added`,
          description: answer.skipped ? `${answer.skipped} already on the list` : undefined,
          variant: 'success',
        });
      },
      onError: (error) =>
        toast({
          title: 'Could not add keywords',
          description: messageOf(error, 'Please try again'),
          variant: 'destructive',
        }),
    });
  return (
    <div className="space-y-3">
      <h3 className="font-semibold text-ink">
        {title} <span className="text-sm font-normal text-ink-muted">({words.length})</span>
      </h3>
      {isAdmin && (
        <div className="space-y-2">
          <label htmlFor={areaId} className="sr-only">{`Add ${title.toLowerCase()}`}</label>
          <textarea
            id={areaId}
            value={text}
            onChange={(e) => setText(e.target.value)}
            rows={3}
            placeholder="One keyword per line"
            className="block w-full rounded-xl border border-line bg-surface px-3.5 py-2.5 text-base text-ink"
          />
          <Button variant="secondary" disabled={!text.trim() || add.isPending} onClick={onAdd}>
            {add.isPending ? 'Adding...' : `Add to ${list === 'banned' ? 'banned' : 'NSFW'} list`}
          </Button>
        </div>
      )}
      {words.length === 0 ? (
        <EmptyState>No keywords yet.</EmptyState>
      ) : (
        <ul className="flex max-h-72 flex-wrap gap-1.5 overflow-y-auto" aria-label={`Current ${title.toLowerCase()}`}>
          {words.map((word) => (
            <li
              key={word}
              className={clsx(
                'inline-flex min-h-11 items-center gap-1 rounded-full border border-line',
                'bg-canvas pl-3 text-sm text-ink',
              )}
            >
              <span className={isAdmin ? '' : 'pr-3'}>{word}</span>
              {isAdmin && (
                <button
                  type="button"
                  aria-label={`Remove ${word}`}
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(
                      { list, keyword: word },
                      {
                        onError: (error) =>
                          toast({
                            title: 'Could not remove keyword',
                            description: messageOf(error, 'Please try again'),
                            variant: 'destructive',
                          }),
                      },
                    )
                  }
                  className={clsx(
                    'inline-flex size-11 items-center justify-center rounded-full',
                    'text-ink-muted hover:text-danger-strong',
                  )}
                >
                  <X aria-hidden className="size-4" />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A single keyword box where Enter submits (the AI training tab's quick add). */
export function QuickKeywordBox({ list, label }: { list: KeywordList; label: string }) {
  const [text, setText] = useState('');
  const add = useAddKeywords(list);
  const submit = () => {
    if (!text.trim() || add.isPending) return;
    add.mutate(text.trim(), {
      onSuccess: () => {
        setText('');
        toast({
          title: 'Keyword added',
          description: `"${text.trim()}" is now on the ${list === 'banned' ? 'banned' : 'NSFW'} list.`,
          variant: 'success',
        });
      },
      onError: (error) =>
        toast({
          title: 'Could not add keyword',
          description: messageOf(error, 'Please try again'),
          variant: 'destructive',
        }),
    });
  };
  return (
    <div className="flex items-end gap-2">
      <div className="min-w-0 flex-1 space-y-1.5">
        <label className="block text-sm font-medium text-ink">
          {label}
          <Input
            className="mt-1.5"
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                submit();
              }
            }}
          />
        </label>
      </div>
      <Button variant="secondary" disabled={!text.trim() || add.isPending} onClick={submit}>
        Add
      </Button>
    </div>
  );
}
