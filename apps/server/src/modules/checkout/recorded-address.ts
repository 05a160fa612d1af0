import type { ShippingAddressInput } from '@seoul-glow/shared';
import type { ShippingAddressFields } from '../../db/schema';

/**
 * The address as a payment intent and an order store it, in the country the cart was priced for
 * (the one its shipping fee is for), whatever country the form sent.
 */
export function recordedAddress(a: ShippingAddressInput, pricedCountry: string): ShippingAddressFields {
  return {
    fullName: a.fullName,
    email: a.email,
    addressLine1: a.addressLine1,
    addressLine2: a.addressLine2 || null,
    city: a.city,
    state: a.state,
    postalCode: a.postalCode,
    country: pricedCountry,
  };
}
