import type { ShippingAddressFields } from '../../db/schema';

/** The address an order was shipped to as every view of it shows it: the shopper's, the admin's, the export's. */
export function orderAddressView(a: ShippingAddressFields) {
  return {
    fullName: a.fullName,
    email: a.email,
    addressLine1: a.addressLine1,
    addressLine2: a.addressLine2,
    city: a.city,
    state: a.state,
    postalCode: a.postalCode,
    country: a.country,
  };
}
