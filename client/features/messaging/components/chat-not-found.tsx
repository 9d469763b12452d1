import { Link } from 'react-router';
import { MessageCircleOff } from 'lucide-react';
import { CHAT_NOT_FOUND_TEXT } from '#contracts/messaging';
import { PageShell } from '#layout/page-shell';
import { Button } from '#ui/button';

/** Spec 02 "Chat Not Found": the member does not exist (or a block hides them). */
export function ChatNotFound() {
  return (
    <PageShell title="Chat Not Found" backTo="/inbox">
      <div className="mx-auto max-w-md rounded-card border border-line bg-surface p-8 text-center shadow-card">
        <MessageCircleOff aria-hidden className="mx-auto size-10 text-ink-muted" />
        <h2 className="mt-3 text-xl font-bold text-ink">Chat Not Found</h2>
        <p className="mt-1 text-ink-muted">{CHAT_NOT_FOUND_TEXT}</p>
        <Button asChild className="mt-5">
          <Link to="/inbox">Back to Messages</Link>
        </Button>
      </div>
    </PageShell>
  );
}
