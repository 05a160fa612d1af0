import {
  personalDataErasureResponse,
  personalDataExportResponse,
  privacyEmailQuery,
  privacyEraseRequest,
} from '../contracts/privacy';
import type { Endpoint } from './endpoint';

/** Settings → Privacy: superadmins only, because both calls reach every shopper's data (docs/product.md#who-may-do-what). */
export const privacy = {
  export: {
    method: 'GET',
    path: '/Privacy/export',
    access: 'superadmin',
    summary: 'Everything the store keeps about an email address, as JSON (superadmin)',
    tags: ['Admin privacy'],
    query: privacyEmailQuery,
    response: personalDataExportResponse,
  },
  erase: {
    method: 'POST',
    path: '/Privacy/erase',
    access: 'superadmin',
    summary: 'Erase an email address: delete messages and sign-ups, anonymise orders (superadmin)',
    tags: ['Admin privacy'],
    body: privacyEraseRequest,
    response: personalDataErasureResponse,
  },
} as const satisfies Record<string, Endpoint>;
