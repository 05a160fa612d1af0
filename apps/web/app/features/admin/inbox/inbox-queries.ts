import { queryOptions } from '@tanstack/react-query';
import { api, type RouteData, type RouteInput } from '@seoul-glow/shared';
import { adminData } from '~/lib/admin/admin-api';

export type MessagesPage = RouteData<typeof api.admin.inbox.messages>;
export type SubscribersPage = RouteData<typeof api.admin.inbox.subscribers>;

/** What a tab shows: the page loaded (kept while the next one loads) and the error text, if any. */
export interface LoadedPage<T> {
  data: T | undefined;
  error: string | null;
}

/** The inbox's load failure texts (a staff screen beyond the first specification). */
export const INBOX_LOAD = {
  failed: 'Failed to load the inbox',
  exception: 'Something went wrong while fetching the inbox',
};

export const inboxKeys = { messages: ['admin', 'inbox', 'messages'] as const };

/** One page of contact messages, newest first, with the unread count. */
export const messagesQuery = (query: RouteInput<typeof api.admin.inbox.messages>['query']) =>
  queryOptions({
    queryKey: [...inboxKeys.messages, query],
    queryFn: ({ signal }) => adminData(api.admin.inbox.messages, { query, signal }),
  });

/** One page of newsletter sign-ups, newest first. */
export const subscribersQuery = (query: RouteInput<typeof api.admin.inbox.subscribers>['query']) =>
  queryOptions({
    queryKey: ['admin', 'inbox', 'subscribers', query],
    queryFn: ({ signal }) => adminData(api.admin.inbox.subscribers, { query, signal }),
  });
