import {
  BookOpen,
  Inbox,
  LayoutDashboard,
  MessageSquareText,
  Package,
  ReceiptText,
  Settings,
  Tags,
  TicketPercent,
  type LucideIcon,
} from 'lucide-react';

export interface AdminNavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Active only on this exact path (the dashboard is the parent of every admin path). */
  end?: boolean;
}

/** docs/product.md#screens-and-routes Admin layout: the sidebar's sections, in order. */
export const ADMIN_NAV_ITEMS: AdminNavItem[] = [
  { label: 'Dashboard', to: '/admin', icon: LayoutDashboard, end: true },
  { label: 'Products', to: '/admin/products', icon: Package },
  { label: 'Categories', to: '/admin/categories', icon: Tags },
  { label: 'Orders', to: '/admin/orders', icon: ReceiptText },
  { label: 'Promotions', to: '/admin/promotions', icon: TicketPercent },
  { label: 'Reviews', to: '/admin/reviews', icon: MessageSquareText },
  { label: 'Guide', to: '/admin/guide', icon: BookOpen },
  { label: 'Inbox', to: '/admin/inbox', icon: Inbox },
  { label: 'Settings', to: '/admin/settings', icon: Settings },
];
