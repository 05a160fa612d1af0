import type { ContactMessage, Subscriber } from '@seoul-glow/shared';

export type MessagesPage = {
  items: ContactMessage[];
  total: number;
  unread: number;
  page: number;
  pageSize: number;
};
export type SubscribersPage = { items: Subscriber[]; total: number; page: number; pageSize: number };

/** The inbox's load failure texts (a staff screen beyond the first specification). */
export const INBOX_LOAD = {
  failed: 'Failed to load the inbox',
  exception: 'Something went wrong while fetching the inbox',
};
