import { useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Mail, Users } from 'lucide-react';
import { api, type ContactMessage } from '@seoul-glow/shared';
import { AdminPageHeader } from '~/components/admin/page-header';
import { Alert } from '~/components/ui/alert';
import { Badge } from '~/components/ui/badge';
import { cn } from '~/components/ui/cn';
import { adminApi, errorText } from '~/lib/admin/admin-api';
import { useFlash } from '~/lib/admin/use-flash';
import { InboxMessages } from './inbox-messages';
import { ADMIN_PAGE_SIZE } from '~/lib/admin/paging';
import { queryErrorText } from '~/lib/query-client';
import { INBOX_LOAD, inboxKeys, messagesQuery, subscribersQuery } from './inbox-queries';
import { InboxSubscribers } from './inbox-subscribers';

type Tab = 'messages' | 'subscribers';

/**
 * Contact messages and newsletter sign-ups, newest first, for staff
 * (docs/product.md#where-we-differ-from-the-first-specification). Both tabs keep their page and
 * data while the other is open, and the unread count stays on the Messages tab.
 */
export function InboxPage() {
  const [tab, setTab] = useState<Tab>('messages');
  const [page, setPage] = useState(1);
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [subPage, setSubPage] = useState(1);
  const unread = unreadOnly ? ('true' as const) : undefined;
  const messages = useQuery({
    ...messagesQuery({ page, pageSize: ADMIN_PAGE_SIZE, unread }),
    enabled: tab === 'messages',
    placeholderData: keepPreviousData,
  });
  const subscribers = useQuery({
    ...subscribersQuery({ page: subPage, pageSize: ADMIN_PAGE_SIZE }),
    enabled: tab === 'subscribers',
    placeholderData: keepPreviousData,
  });
  const client = useQueryClient();
  const { flash, show } = useFlash();

  async function setRead(m: ContactMessage, read: boolean) {
    try {
      await adminApi(api.admin.inbox.markRead, { query: { id: m.id, read: read ? 'true' : 'false' } });
      void client.invalidateQueries({ queryKey: inboxKeys.messages });
    } catch (err) {
      show('error', errorText(err, 'Failed to update the message'));
    }
  }

  return (
    <div className="space-y-6">
      <AdminPageHeader title="Inbox" description="Messages from the contact form and newsletter sign-ups." />
      <div role="tablist" aria-label="Inbox" className="flex flex-wrap gap-2">
        <TabButton active={tab === 'messages'} onClick={() => setTab('messages')}>
          <Mail aria-hidden="true" className="size-4" /> Messages
          {messages.data?.unread ? <Badge tone="brand">{messages.data.unread} unread</Badge> : null}
        </TabButton>
        <TabButton active={tab === 'subscribers'} onClick={() => setTab('subscribers')}>
          <Users aria-hidden="true" className="size-4" /> Subscribers
        </TabButton>
      </div>
      {flash ? <Alert tone={flash.tone}>{flash.text}</Alert> : null}
      {tab === 'messages' ? (
        <InboxMessages
          messages={{ data: messages.data, error: queryErrorText(messages.error, INBOX_LOAD) }}
          page={page}
          onPage={setPage}
          unreadOnly={unreadOnly}
          onUnreadOnly={(only) => (setUnreadOnly(only), setPage(1))}
          onRead={(m, read) => void setRead(m, read)}
        />
      ) : (
        <InboxSubscribers
          subscribers={{ data: subscribers.data, error: queryErrorText(subscribers.error, INBOX_LOAD) }}
          page={subPage}
          onPage={setSubPage}
        />
      )}
    </div>
  );
}

function TabButton({
  active,
  onClick,
  children,
}: {
  active: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      role="tab"
      aria-selected={active}
      onClick={onClick}
      className={cn(
        'flex h-11 items-center gap-2 rounded-xl px-4 text-sm font-semibold',
        active ? 'bg-blush-600 text-white' : 'bg-surface text-ink-muted ring-1 ring-line hover:text-ink',
      )}
    >
      {children}
    </button>
  );
}
