import {
  adminOrderDetailResponse,
  adminOrderListQuery,
  adminOrderListResponse,
  adminProductListQuery,
  adminProductListResponse,
  deleteByIdQuery,
  getAllOrdersResponse,
  orderIdQuery,
  saveProductFields,
  saveProductResponse,
  updateOrderStatusQuery,
  updateOrderStatusResponse,
} from '../contracts/admin';
import {
  adminCategoriesResponse,
  deleteCategoryQuery,
  deleteCategoryResponse,
  saveCategoryFields,
  saveCategoryResponse,
} from '../contracts/categories';
import {
  exportCsvResponse,
  importCsvFields,
  importCsvQuery,
  importCsvResponse,
} from '../contracts/product-csv';
import { dashboardStatsResponse } from '../contracts/dashboard';
import { emptyResponse } from '../contracts/envelope';
import {
  contactMessagesResponse,
  inboxPageQuery,
  markMessageReadQuery,
  markMessageReadResponse,
  subscriberPageQuery,
  subscribersResponse,
} from '../contracts/inbox';
import { createUserBody, createUserResponse, deleteUserQuery, getAllUsersResponse } from '../contracts/users';
import { paymentAttentionQuery, paymentAttentionResponse } from '../contracts/reconciliation';
import type { Endpoint } from './endpoint';

/** The admin area: every call needs an admin bearer token (docs/product.md#who-may-do-what). */

export const dashboard = {
  stats: {
    method: 'GET',
    path: '/Dashboard/stats',
    access: 'admin',
    summary: 'Sales and stock figures (admin)',
    tags: ['Admin dashboard'],
    response: dashboardStatsResponse,
  },
} as const satisfies Record<string, Endpoint>;

export const products = {
  list: {
    method: 'GET',
    path: '/Products/adminList',
    access: 'admin',
    summary: 'Search, filter and page the products (admin)',
    tags: ['Admin products'],
    query: adminProductListQuery,
    response: adminProductListResponse,
  },
  save: {
    method: 'POST',
    path: '/Products/saveProduct',
    access: 'admin',
    summary: 'Create or update a product with its images (multipart, admin)',
    tags: ['Admin products'],
    multipart: {
      fields: saveProductFields,
      files: {
        images: { description: 'New product images (JPEG, PNG or WebP, up to 10 MB each)', many: true },
      },
    },
    response: saveProductResponse,
  },
  remove: {
    method: 'DELETE',
    path: '/Products/deleteProduct',
    access: 'admin',
    summary: 'Delete a product (admin)',
    tags: ['Admin products'],
    query: deleteByIdQuery,
    response: emptyResponse,
  },
  exportCsv: {
    method: 'GET',
    path: '/Products/exportCsv',
    access: 'admin',
    summary: 'Every product with every field as a CSV file (text/csv, admin)',
    tags: ['Admin products'],
    response: exportCsvResponse,
  },
  importCsv: {
    method: 'POST',
    path: '/Products/importCsv',
    access: 'admin',
    summary:
      'Create or update products from a CSV file: preview with dryRun=1, else all or nothing (multipart, admin)',
    tags: ['Admin products'],
    query: importCsvQuery,
    multipart: {
      fields: importCsvFields,
      files: { file: { description: 'The CSV file, as Export CSV writes it', many: false } },
    },
    response: importCsvResponse,
  },
} as const satisfies Record<string, Endpoint>;

export const categories = {
  list: {
    method: 'GET',
    path: '/Products/adminCategories',
    access: 'admin',
    summary: 'Categories with their product counts (admin)',
    tags: ['Admin categories'],
    response: adminCategoriesResponse,
  },
  save: {
    method: 'POST',
    path: '/Products/saveCategory',
    access: 'admin',
    summary: 'Create or rename a category (multipart, admin)',
    tags: ['Admin categories'],
    multipart: { fields: saveCategoryFields, files: {} },
    response: saveCategoryResponse,
  },
  remove: {
    method: 'DELETE',
    path: '/Products/deleteCategory',
    access: 'admin',
    summary: 'Delete a category, moving its products to another one or leaving them uncategorized (admin)',
    tags: ['Admin categories'],
    query: deleteCategoryQuery,
    response: deleteCategoryResponse,
  },
} as const satisfies Record<string, Endpoint>;

export const adminOrders = {
  all: {
    method: 'GET',
    path: '/Orders/getAllOrders',
    access: 'admin',
    summary: 'Every order, newest first (admin)',
    tags: ['Admin orders'],
    response: getAllOrdersResponse,
  },
  list: {
    method: 'GET',
    path: '/Orders/admin',
    access: 'admin',
    summary: 'Search, filter and page the orders (admin)',
    tags: ['Admin orders'],
    query: adminOrderListQuery,
    response: adminOrderListResponse,
  },
  details: {
    method: 'GET',
    path: '/Orders/adminOrderDetails',
    access: 'admin',
    summary: 'One order with lines, address and history (admin)',
    tags: ['Admin orders'],
    query: orderIdQuery,
    response: adminOrderDetailResponse,
  },
  paymentsNeedingAttention: {
    method: 'GET',
    path: '/Orders/paymentsNeedingAttention',
    access: 'admin',
    summary: 'Paid payments the store placed late or refunded, with their history (admin)',
    tags: ['Admin orders'],
    query: paymentAttentionQuery,
    response: paymentAttentionResponse,
  },
  updateStatus: {
    method: 'POST',
    path: '/Orders/updateOrderStatus',
    access: 'admin',
    summary: 'Move an order to a new status (admin)',
    tags: ['Admin orders'],
    query: updateOrderStatusQuery,
    response: updateOrderStatusResponse,
  },
} as const satisfies Record<string, Endpoint>;

export const users = {
  list: {
    method: 'GET',
    path: '/User/getAllUsers',
    access: 'admin',
    summary: 'Every admin user (admin)',
    tags: ['Admin users'],
    response: getAllUsersResponse,
  },
  save: {
    method: 'POST',
    path: '/User/createUser',
    access: 'admin',
    summary: 'Create or update an admin user (admin)',
    tags: ['Admin users'],
    body: createUserBody,
    response: createUserResponse,
  },
  remove: {
    method: 'DELETE',
    path: '/User/deleteUser',
    access: 'admin',
    summary: 'Delete an admin user (admin)',
    tags: ['Admin users'],
    query: deleteUserQuery,
    response: emptyResponse,
  },
} as const satisfies Record<string, Endpoint>;

export const inbox = {
  messages: {
    method: 'GET',
    path: '/Contact/getAllMessages',
    access: 'admin',
    summary: 'Page the contact messages (admin)',
    tags: ['Admin inbox'],
    query: inboxPageQuery,
    response: contactMessagesResponse,
  },
  markRead: {
    method: 'POST',
    path: '/Contact/markMessageRead',
    access: 'admin',
    summary: 'Mark a contact message read or unread (admin)',
    tags: ['Admin inbox'],
    query: markMessageReadQuery,
    response: markMessageReadResponse,
  },
  subscribers: {
    method: 'GET',
    path: '/Newsletter/getAllSubscribers',
    access: 'admin',
    summary: 'Page the newsletter subscribers (admin)',
    tags: ['Admin inbox'],
    query: subscriberPageQuery,
    response: subscribersResponse,
  },
} as const satisfies Record<string, Endpoint>;
