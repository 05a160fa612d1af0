import { queryOptions } from '@tanstack/react-query';
import { api, type RouteInput } from '@seoul-glow/shared';
import { adminData } from './admin-api';

/**
 * The admin queries more than one admin feature reads (the promotion form lists categories and
 * products too), so that a write in one invalidates what the others show. Every admin key starts
 * with 'admin': signing out drops them all. Queries of one feature live beside that feature.
 */
export const adminKeys = {
  all: ['admin'] as const,
  categories: ['admin', 'categories'] as const,
  products: ['admin', 'products'] as const,
};

export type AdminProductListQuery = RouteInput<typeof api.admin.products.list>['query'];

/** The admin category table: every category with its product count. */
export const adminCategoriesQuery = () =>
  queryOptions({
    queryKey: [...adminKeys.categories, 'list'],
    queryFn: ({ signal }) => adminData(api.admin.categories.list, { signal }),
  });

/** The categories as the store lists them (api.catalog.listCategories), for product forms and filters. */
export const catalogCategoriesQuery = () =>
  queryOptions({
    queryKey: [...adminKeys.categories, 'catalog'],
    queryFn: ({ signal }) => adminData(api.catalog.listCategories, { signal }),
  });

/** One page of the admin product list, as filtered. */
export const adminProductsQuery = (query: AdminProductListQuery) =>
  queryOptions({
    queryKey: [...adminKeys.products, 'list', query],
    queryFn: ({ signal }) => adminData(api.admin.products.list, { query, signal }),
  });
