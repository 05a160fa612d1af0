import {
  getAllProductsResponse,
  getCategoriesResponse,
  productDetailResponse,
  productIdParams,
  similarProductsQuery,
  similarProductsResponse,
} from '../contracts/catalog';
import { notifyMeRequest, notifyMeResponse } from '../contracts/back-in-stock';
import { searchQuerySchema, searchResponse } from '../contracts/search';
import type { Endpoint } from './endpoint';

/** Public catalog reads (docs/product.md#where-we-differ-from-the-first-specification: no session needed). */
export const catalog = {
  listProducts: {
    method: 'GET',
    path: '/Products/getAllProducts',
    access: 'public',
    summary: 'Every product',
    tags: ['Catalog'],
    response: getAllProductsResponse,
  },
  listCategories: {
    method: 'GET',
    path: '/Products/getCategories',
    access: 'public',
    summary: 'Every category',
    tags: ['Catalog'],
    response: getCategoriesResponse,
  },
  search: {
    method: 'GET',
    path: '/Products/search',
    access: 'public',
    summary: 'Search, filter, sort and page the products',
    tags: ['Catalog'],
    query: searchQuerySchema,
    response: searchResponse,
  },
  similar: {
    method: 'GET',
    path: '/Products/similar',
    access: 'public',
    summary:
      'Up to three in-stock products of the same type with the most similar formulas (sharing a key ingredient); cheaper=1 keeps those that cost less',
    tags: ['Catalog'],
    query: similarProductsQuery,
    response: similarProductsResponse,
  },
  product: {
    method: 'GET',
    path: '/Product/:id',
    access: 'public',
    summary: 'One product with related products',
    tags: ['Catalog'],
    params: productIdParams,
    response: productDetailResponse,
  },
  notifyMe: {
    method: 'POST',
    path: '/Products/notifyMe',
    access: 'public',
    summary: 'Ask for one mail when a sold-out product is back in stock (same answer if already asked)',
    tags: ['Catalog'],
    body: notifyMeRequest,
    response: notifyMeResponse,
  },
} as const satisfies Record<string, Endpoint>;
