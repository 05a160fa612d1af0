import {
  availableCountriesResponse,
  calculateShippingRequest,
  calculateShippingResponse,
  userCountryResponse,
} from '../contracts/shipping';
import type { Endpoint } from './endpoint';

/** Shipping calls, public (docs/product.md#shipping). */
export const shipping = {
  countries: {
    method: 'GET',
    path: '/Orders/availableCountries',
    access: 'public',
    summary: 'Countries the store ships to',
    tags: ['Shipping'],
    response: availableCountriesResponse,
  },
  calculate: {
    method: 'POST',
    path: '/Orders/calculateShipping',
    access: 'public',
    summary: 'The shipping fee for a cart and country',
    tags: ['Shipping'],
    body: calculateShippingRequest,
    response: calculateShippingResponse,
  },
  userCountry: {
    method: 'GET',
    path: '/Orders/userCountry',
    access: 'public',
    summary: "The caller's country from their IP address",
    tags: ['Shipping'],
    response: userCountryResponse,
  },
} as const satisfies Record<string, Endpoint>;
