import { Users } from 'lucide-react';
import type { Subscriber } from '@seoul-glow/shared';
import { DataTable, type Column } from '~/components/admin/data-table';
import { Pager } from '~/components/admin/pager';
import { Alert } from '~/components/ui/alert';
import { EmptyState } from '~/components/ui/empty-state';
import { formatDate } from '~/lib/admin/format';
import { ADMIN_PAGE_SIZE } from '~/lib/admin/paging';
import type { LoadedPage, SubscribersPage } from './inbox-queries';

const COLUMNS: Column<Subscriber>[] = [
  { header: 'Email', cell: (s) => s.email },
  { header: 'Subscribed', cell: (s) => formatDate(s.createdAt, true), className: 'whitespace-nowrap' },
];

/** The inbox's Subscribers tab: newsletter sign-ups, newest first. */
export function InboxSubscribers({
  subscribers,
  page,
  onPage,
}: {
  subscribers: LoadedPage<SubscribersPage>;
  page: number;
  onPage: (page: number) => void;
}) {
  const { data, error } = subscribers;
  return (
    <div role="tabpanel" aria-label="Subscribers" className="space-y-4">
      {error ? <Alert tone="error">{error}</Alert> : null}
      {data || !error ? (
        <DataTable
          label="Subscribers table"
          caption="Newsletter subscribers"
          columns={COLUMNS}
          rows={data?.items ?? []}
          rowKey={(s) => s.id}
          loading={!data}
          empty={
            <EmptyState
              icon={<Users aria-hidden="true" className="size-6" />}
              title="No Subscribers Yet"
              description="Newsletter sign-ups from the home page appear here."
            />
          }
          footer={
            <Pager
              page={page}
              pageSize={ADMIN_PAGE_SIZE}
              total={data?.total ?? 0}
              onPage={onPage}
              noun="subscribers"
            />
          }
        />
      ) : null}
    </div>
  );
}
