import { auditListQuery, auditListResponse } from '../contracts/audit';
import type { Endpoint } from './endpoint';

/** Settings → Activity: the audit log, for superadmins only (docs/product.md#who-may-do-what). */
export const audit = {
  list: {
    method: 'GET',
    path: '/Audit/getAll',
    access: 'superadmin',
    summary: 'The audit log, filtered and paged, newest first (superadmin)',
    tags: ['Admin audit'],
    query: auditListQuery,
    response: auditListResponse,
  },
} as const satisfies Record<string, Endpoint>;
