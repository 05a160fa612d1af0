import { useState } from 'react';
import { Mail, MailOpen, Users } from 'lucide-react';
import { CONTACT_SUBJECT_LABELS, type ContactMessage, type Subscriber } from '@seoul-glow/shared';
import { Alert } from '~/components/ui/alert';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { EmptyState } from '~/components/ui/empty-state';
import { LoadingBlock } from '~/components/ui/spinner';
import { cn } from '~/components/ui/cn';
import { adminApi, errorText, useAdminQuery } from '~/lib/admin/admin-api';
import { formatDate } from '~/lib/admin/format';
import { AdminPageHeader, TablePanel, td, th } from '~/components/admin/page-header';
import { Pager } from '~/components/admin/pager';
import { useFlash } from '~/lib/admin/use-flash';

const PAGE_SIZE = 20;
type MessagesPage = {
  items: ContactMessage[];
  total: number;
  unread: number;
  page: number;
  pageSize: number;
};
type SubscribersPage = { items: Subscriber[]; total: number; page: number; pageSize: number };
const LOAD = {
  failed: 'Failed to load the inbox',
  exception: 'Something went wrong while fetching the inbox',
};

/** DESIGN §10.8: contact messages (read/unread) and newsletter subscribers, newest first. */
export function InboxPage() {
  const [tab, setTab] = useState<'messages' | 'subscribers'>('messages');
  const [page, setPage] = useState(1);
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [subPage, setSubPage] = useState(1);
  const messages = useAdminQuery<MessagesPage>(
    tab === 'messages'
      ? `/Contact/getAllMessages?page=${page}&pageSize=${PAGE_SIZE}${unreadOnly ? '&unread=true' : ''}`
      : null,
    LOAD,
  );
  const subscribers = useAdminQuery<SubscribersPage>(
    tab === 'subscribers' ? `/Newsletter/getAllSubscribers?page=${subPage}&pageSize=${PAGE_SIZE}` : null,
    LOAD,
  );
  const { flash, show } = useFlash();
  const [expanded, setExpanded] = useState<number | null>(null);

  async function setRead(m: ContactMessage, read: boolean) {
    try {
      await adminApi(`/Contact/markMessageRead?id=${m.id}&read=${read}`, { method: 'POST' });
      messages.reload();
    } catch (err) {
      show('error', errorText(err, 'Failed to update the message'));
    }
  }

  const tabClass = (active: boolean) =>
    cn(
      'flex h-11 items-center gap-2 rounded-xl px-4 text-sm font-semibold',
      active ? 'bg-blush-600 text-white' : 'bg-surface text-ink-muted ring-1 ring-line hover:text-ink',
    );
  return (
    <div className="space-y-6">
      <AdminPageHeader title="Inbox" description="Messages from the contact form and newsletter sign-ups." />
      <div role="tablist" aria-label="Inbox" className="flex flex-wrap gap-2">
        <button
          type="button"
          role="tab"
          aria-selected={tab === 'messages'}
          className={tabClass(tab === 'messages')}
          onClick={() => setTab('messages')}
        >
          <Mail aria-hidden="true" className="size-4" /> Messages
          {messages.data?.unread ? <Badge tone="brand">{messages.data.unread} unread</Badge> : null}
        </button>
        <button
          type="button"
          role="tab"
          aria-selected={tab === 'subscribers'}
          className={tabClass(tab === 'subscribers')}
          onClick={() => setTab('subscribers')}
        >
          <Users aria-hidden="true" className="size-4" /> Subscribers
        </button>
      </div>
      {flash ? <Alert tone={flash.tone}>{flash.text}</Alert> : null}
      {tab === 'messages' ? (
        <div role="tabpanel" aria-label="Messages" className="space-y-4">
          <label className="flex items-center gap-2 text-sm text-ink">
            <input
              type="checkbox"
              checked={unreadOnly}
              onChange={(e) => (setUnreadOnly(e.target.checked), setPage(1))}
              className="size-4 accent-blush-600"
            />
            Unread only
          </label>
          {messages.error ? <Alert tone="error">{messages.error}</Alert> : null}
          {!messages.data ? (
            messages.error ? null : (
              <LoadingBlock />
            )
          ) : messages.data.items.length === 0 ? (
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
                {messages.data.items.map((m) => (
                  <li
                    key={m.id}
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
                          <a
                            href={`mailto:${m.email}`}
                            className="text-sm font-normal text-blush-700 hover:underline"
                          >
                            {m.email}
                          </a>
                        </p>
                        <p className="mt-1 text-sm text-ink-muted">
                          {CONTACT_SUBJECT_LABELS[m.subject as keyof typeof CONTACT_SUBJECT_LABELS] ??
                            m.subject}
                          {m.orderNumber ? ` · Order ${m.orderNumber}` : ''} · {formatDate(m.createdAt, true)}
                        </p>
                      </div>
                      <Button variant="ghost" size="sm" onClick={() => void setRead(m, !m.read)}>
                        {m.read ? (
                          <Mail aria-hidden="true" className="size-4" />
                        ) : (
                          <MailOpen aria-hidden="true" className="size-4" />
                        )}
                        {m.read ? 'Mark unread' : 'Mark read'}
                      </Button>
                    </div>
                    <p
                      className={cn(
                        'mt-3 text-sm whitespace-pre-line text-ink',
                        expanded === m.id ? '' : 'line-clamp-3',
                      )}
                    >
                      {m.message}
                    </p>
                    {m.message.length > 220 ? (
                      <button
                        type="button"
                        className="mt-1 text-sm font-semibold text-blush-700"
                        onClick={() => setExpanded(expanded === m.id ? null : m.id)}
                      >
                        {expanded === m.id ? 'Show Less' : 'Read More'}
                      </button>
                    ) : null}
                  </li>
                ))}
              </ul>
              <Pager
                page={page}
                pageSize={PAGE_SIZE}
                total={messages.data.total}
                onPage={setPage}
                noun="messages"
              />
            </>
          )}
        </div>
      ) : (
        <div role="tabpanel" aria-label="Subscribers" className="space-y-4">
          {subscribers.error ? <Alert tone="error">{subscribers.error}</Alert> : null}
          {!subscribers.data ? (
            subscribers.error ? null : (
              <LoadingBlock />
            )
          ) : subscribers.data.items.length === 0 ? (
            <EmptyState
              icon={<Users aria-hidden="true" className="size-6" />}
              title="No Subscribers Yet"
              description="Newsletter sign-ups from the home page appear here."
            />
          ) : (
            <>
              <TablePanel label="Subscribers table">
                <table className="w-full">
                  <caption className="sr-only">Newsletter subscribers</caption>
                  <thead className="border-b border-line/70 bg-canvas/60">
                    <tr>
                      <th scope="col" className={th}>
                        Email
                      </th>
                      <th scope="col" className={th}>
                        Subscribed
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-line/60">
                    {subscribers.data.items.map((s) => (
                      <tr key={s.id}>
                        <td className={td}>{s.email}</td>
                        <td className={`${td} whitespace-nowrap`}>{formatDate(s.createdAt, true)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TablePanel>
              <Pager
                page={subPage}
                pageSize={PAGE_SIZE}
                total={subscribers.data.total}
                onPage={setSubPage}
                noun="subscribers"
              />
            </>
          )}
        </div>
      )}
    </div>
  );
}
