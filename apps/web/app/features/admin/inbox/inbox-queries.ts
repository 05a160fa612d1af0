import { api, type RouteData } from '@seoul-glow/shared';

export type MessagesPage = RouteData<typeof api.admin.inbox.messages>;
export type SubscribersPage = RouteData<typeof api.admin.inbox.subscribers>;

/** The inbox's load failure texts (a staff screen beyond the first specification). */
export const INBOX_LOAD = {
  failed: 'Failed to load the inbox',
  exception: 'Something went wrong while fetching the inbox',
};
