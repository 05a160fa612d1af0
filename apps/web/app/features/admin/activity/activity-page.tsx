import { useState } from 'react';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type RouteInput } from '@seoul-glow/shared';
import { DataTable } from '~/components/admin/data-table';
import { AdminPageHeader } from '~/components/admin/page-header';
import { Pager } from '~/components/admin/pager';
import { SettingsTabs } from '~/components/admin/settings-tabs';
import { Alert } from '~/components/ui/alert';
import { EmptyState } from '~/components/ui/empty-state';
import { adminData } from '~/lib/admin/admin-api';
import { ADMIN_PAGE_SIZE } from '~/lib/admin/paging';
import { useAdminUser } from '~/lib/admin/use-admin-user';
import { queryErrorText } from '~/lib/query-client';
import { ActivityCard, activityColumns } from './activity-columns';
import { ActivityFilters, NO_FILTERS, type ActivityFilterValues } from './activity-filters';

const LOAD = {
  failed: 'Failed to load the activity log',
  exception: 'Something went wrong while fetching the activity log',
};
const ONLY_SUPER = 'Only a Super Admin can see the activity log.';

/** One page of the audit log, as filtered, with the actors and entities to filter by. */
export const activityQuery = (query: RouteInput<typeof api.admin.audit.list>['query']) =>
  queryOptions({
    queryKey: ['admin', 'audit', query],
    queryFn: ({ signal }) => adminData(api.admin.audit.list, { query, signal }),
  });

/** Settings → Activity (superadmins only): the audit log, filtered and paged (docs/product.md#security). */
export function ActivityPage() {
  const me = useAdminUser();
  const isSuper = me.role.toLowerCase() === 'superadmin';
  const [filters, setFilters] = useState<ActivityFilterValues>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const query = {
    page,
    pageSize: ADMIN_PAGE_SIZE,
    actorId: filters.actorId ? Number(filters.actorId) : undefined,
    entity: filters.entity || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
  };
  const list = useQuery({ ...activityQuery(query), enabled: isSuper, placeholderData: keepPreviousData });
  const error = queryErrorText(list.error, LOAD);
  const data = list.data;

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Settings"
        description="Every change made in the admin area, every sign-in and failed sign-in. Kept for good: nothing here can be edited or deleted."
      />
      <SettingsTabs />
      {!isSuper ? (
        <Alert tone="info">{ONLY_SUPER}</Alert>
      ) : (
        <>
          <ActivityFilters
            values={filters}
            facets={data}
            onChange={(next) => {
              setFilters(next);
              setPage(1);
            }}
          />
          {error ? <Alert tone="error">{error}</Alert> : null}
          <DataTable
            label="Activity table"
            caption="Activity, newest first"
            columns={activityColumns}
            rows={data?.items ?? []}
            rowKey={(e) => e.id}
            loading={list.isFetching && !data}
            busy={list.isFetching}
            minWidth="min-w-[50rem]"
            empty={<EmptyState title="No activity found" description="Nothing matches these filters." />}
            cards={{ label: 'Activity', render: (e) => <ActivityCard entry={e} /> }}
            footer={
              data ? (
                <Pager
                  page={data.page}
                  pageSize={data.pageSize}
                  total={data.total}
                  onPage={setPage}
                  noun="entries"
                />
              ) : null
            }
          />
        </>
      )}
    </div>
  );
}
