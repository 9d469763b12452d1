import clsx from 'clsx';
import { MEMBER_REPORT_REASON_LABELS, type ModerationContext } from '#contracts';
import { LoadError } from '#ui/load-error';
import { Spinner } from '#ui/spinner';
import { useModerationDetail } from '../api/moderation-queue';
import { Badge } from './staff-ui';

/** What a moderator needs to judge an item, by subject: the conversation, the photo, the report... */
export function ModerationContextView({ requestId }: { requestId: number }) {
  const detail = useModerationDetail(requestId);
  if (detail.isPending)
    return (
      <p className="flex items-center gap-2 text-sm text-ink-muted">
        <Spinner /> Loading context...
      </p>
    );
  if (detail.isError)
    return <LoadError title="Could not load the context" error={detail.error} onRetry={() => void detail.refetch()} />;
  return <ContextBody context={detail.data.context} />;
}

function Photos({ urls, label }: { urls: string[]; label: string }) {
  if (urls.length === 0) return <p className="text-sm text-ink-muted">No profile photos.</p>;
  return (
    <ul className="grid grid-cols-3 gap-2" aria-label={label}>
      {urls.map((url) => (
        <li key={url}>
          <img src={url} alt="" className="aspect-square w-full rounded-lg bg-canvas object-cover" />
        </li>
      ))}
    </ul>
  );
}

function ContextBody({ context }: { context: ModerationContext }) {
  switch (context.type) {
    case 'message':
      return (
        <div className="space-y-2">
          <p className="text-sm text-ink-muted">
            {context.sender.displayName} → {context.receiver.displayName}
            {context.report && (
              <>
                {' '}
                · reported by <strong className="text-ink">{context.report.reporter.displayName}</strong>:{' '}
                {context.report.reason}
              </>
            )}
          </p>
          <ol className="space-y-1.5 rounded-lg bg-canvas p-2" aria-label="Conversation">
            {context.conversation.map((m) => (
              <li
                key={m.id}
                aria-current={m.isSubject ? 'true' : undefined}
                className={clsx(
                  'rounded-lg px-3 py-2 text-sm',
                  m.isSubject ? 'border-2 border-danger-strong bg-danger-soft' : 'bg-surface',
                  m.senderId === context.sender.id ? 'mr-6' : 'ml-6',
                )}
              >
                <p className="text-xs font-semibold text-ink-muted">
                  {m.senderName}
                  {m.isSubject && ' · under review'}
                </p>
                {m.photoUrl ? (
                  <img src={m.photoUrl} alt={`Photo from ${m.senderName}`} className="mt-1 max-h-48 rounded" />
                ) : null}
                <p className="whitespace-pre-wrap break-words text-ink">
                  {m.messageType === 'text' ? m.content : `[${m.messageType}] ${m.content}`}
                </p>
              </li>
            ))}
          </ol>
        </div>
      );
    case 'photo':
      return (
        <div className="space-y-1">
          <img
            src={context.url}
            alt={`Photo by ${context.author.displayName}`}
            className="max-h-80 rounded-lg border border-line object-contain"
          />
          <Badge tone={context.isPublic ? 'info' : 'neutral'}>
            {context.isPublic ? 'Public photo' : 'Private photo'}
          </Badge>
        </div>
      );
    case 'story':
      return (
        <div className="space-y-1">
          {context.mediaUrl &&
            (context.mediaType?.startsWith('video') ? (
              <video src={context.mediaUrl} controls playsInline className="max-h-80 rounded-lg" />
            ) : (
              <img
                src={context.mediaUrl}
                alt={`Story by ${context.author.displayName}`}
                className="max-h-80 rounded-lg object-contain"
              />
            ))}
          {context.text && <p className="whitespace-pre-wrap text-sm text-ink">{context.text}</p>}
        </div>
      );
    case 'profile_text':
      return (
        <p className="text-sm">
          <span className="text-ink-muted">Profile {context.field}: </span>
          <span className="whitespace-pre-wrap text-ink">{context.text}</span>
        </p>
      );
    case 'member_report': {
      const { reporter, reported } = context;
      return (
        <div className="space-y-2 text-sm">
          <p>
            <strong>{reporter.displayName}</strong> reported <strong>{reported.displayName}</strong> for{' '}
            {MEMBER_REPORT_REASON_LABELS[context.reason]}.
          </p>
          {context.details && (
            <blockquote className="whitespace-pre-wrap rounded-lg bg-canvas p-2 text-ink">{context.details}</blockquote>
          )}
          <p className="text-ink-muted">
            Earlier reports:{' '}
            {context.previousReports.length === 0
              ? 'none'
              : context.previousReports.map((r) => `${r.reason} (${r.status})`).join(', ')}
          </p>
          <Photos urls={context.profilePhotoUrls} label="Reported member's photos" />
        </div>
      );
    }
    case 'verification':
      return (
        <VerificationCompare
          selfieUrl={context.selfieUrl}
          pose={context.pose.instruction}
          photos={context.profilePhotoUrls}
        />
      );
    case 'gone':
      return <p className="text-sm text-ink-muted">{context.note}</p>;
  }
}

/** The selfie beside the profile photos, with the pose the member was asked for. */
export function VerificationCompare({
  selfieUrl,
  pose,
  photos,
}: {
  selfieUrl: string;
  pose: string;
  photos: string[];
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <figure className="space-y-1">
        <img
          src={selfieUrl}
          alt="Verification selfie"
          className="aspect-square w-full rounded-lg bg-canvas object-contain"
        />
        <figcaption className="text-sm text-ink">
          <span className="text-ink-muted">Asked pose: </span>
          {pose}
        </figcaption>
      </figure>
      <div className="space-y-1">
        <p className="text-sm text-ink-muted">Profile photos</p>
        <Photos urls={photos} label="Profile photos" />
      </div>
    </div>
  );
}
