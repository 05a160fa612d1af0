import { useState } from 'react';
import { Mail, MailOpen } from 'lucide-react';
import { CONTACT_SUBJECT_LABELS, type ContactMessage } from '@seoul-glow/shared';
import { Pager } from '~/components/admin/pager';
import { Alert } from '~/components/ui/alert';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { cn } from '~/components/ui/cn';
import { EmptyState } from '~/components/ui/empty-state';
import { LoadingBlock } from '~/components/ui/spinner';
import { formatDate } from '~/lib/admin/format';
import { ADMIN_PAGE_SIZE } from '~/lib/admin/paging';
import type { LoadedPage, MessagesPage } from './inbox-queries';

// Longer messages are clamped to three lines with a Read More toggle.
const CLAMP_CHARS = 220;

/** The inbox's Messages tab: contact messages, unread ones marked, with an unread-only filter. */
export function InboxMessages({
  messages,
  page,
  onPage,
  unreadOnly,
  onUnreadOnly,
  onRead,
}: {
  messages: LoadedPage<MessagesPage>;
  page: number;
  onPage: (page: number) => void;
  unreadOnly: boolean;
  onUnreadOnly: (unreadOnly: boolean) => void;
  onRead: (message: ContactMessage, read: boolean) => void;
}) {
  const { data, error } = messages;
  // One message open at a time, as in a mail client's reading pane.
  const [expanded, setExpanded] = useState<number | null>(null);
  return (
    <div role="tabpanel" aria-label="Messages" className="space-y-4">
      <label className="flex items-center gap-2 text-sm text-ink">
        <input
          type="checkbox"
          checked={unreadOnly}
          onChange={(e) => onUnreadOnly(e.target.checked)}
          className="size-4 accent-blush-600"
        />
        Unread only
      </label>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {!data ? (
        error ? null : (
          <LoadingBlock />
        )
      ) : data.items.length === 0 ? (
        <EmptyState
          icon={<Mail aria-hidden="true" className="size-6" />}
          title="No Messages"
          description={
            unreadOnly ? 'Everything has been read.' : 'Messages sent from the contact page appear here.'
          }
        />
      ) : (
        <>
          <ul className="space-y-3">
            {data.items.map((m) => (
              <MessageItem
                key={m.id}
                message={m}
                onRead={onRead}
                expanded={expanded === m.id}
                onToggle={() => setExpanded(expanded === m.id ? null : m.id)}
              />
            ))}
          </ul>
          <Pager page={page} pageSize={ADMIN_PAGE_SIZE} total={data.total} onPage={onPage} noun="messages" />
        </>
      )}
    </div>
  );
}

function MessageItem({
  message: m,
  onRead,
  expanded,
  onToggle,
}: {
  message: ContactMessage;
  onRead: (message: ContactMessage, read: boolean) => void;
  expanded: boolean;
  onToggle: () => void;
}) {
  return (
    <li
      className={cn(
        'rounded-card border bg-surface p-4 shadow-soft',
        m.read ? 'border-line/70' : 'border-blush-200 ring-1 ring-blush-100',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
            {!m.read ? <Badge tone="brand">Unread</Badge> : null}
            {m.name}
            <a href={`mailto:${m.email}`} className="text-sm font-normal text-blush-700 hover:underline">
              {m.email}
            </a>
          </p>
          <p className="mt-1 text-sm text-ink-muted">
            {CONTACT_SUBJECT_LABELS[m.subject as keyof typeof CONTACT_SUBJECT_LABELS] ?? m.subject}
            {m.orderNumber ? ` · Order ${m.orderNumber}` : ''} · {formatDate(m.createdAt, true)}
          </p>
        </div>
        <Button variant="ghost" size="sm" onClick={() => onRead(m, !m.read)}>
          {m.read ? (
            <Mail aria-hidden="true" className="size-4" />
          ) : (
            <MailOpen aria-hidden="true" className="size-4" />
          )}
          {m.read ? 'Mark unread' : 'Mark read'}
        </Button>
      </div>
      <p className={cn('mt-3 text-sm whitespace-pre-line text-ink', expanded ? '' : 'line-clamp-3')}>
        {m.message}
      </p>
      {m.message.length > CLAMP_CHARS ? (
        <button type="button" className="mt-1 text-sm font-semibold text-blush-700" onClick={onToggle}>
          {expanded ? 'Show Less' : 'Read More'}
        </button>
      ) : null}
    </li>
  );
}
