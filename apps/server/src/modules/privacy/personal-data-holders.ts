import type { PersonalDataHolder } from '../../lib/personal-data';
import { backInStockPersonalData } from '../back-in-stock/back-in-stock.personal-data';
import { contactPersonalData } from '../contact/contact.personal-data';
import { mailPersonalData } from '../mail/mail.personal-data';
import { newsletterPersonalData } from '../newsletter/newsletter.personal-data';
import { ordersPersonalData } from '../orders/orders.personal-data';
import { paymentsPersonalData } from '../payments/payments.personal-data';
import { promotionsPersonalData } from '../promotions/promotions.personal-data';
import { reviewsPersonalData } from '../reviews/reviews.personal-data';

/**
 * Every place the store keeps something about a shopper's email address, in the order an export
 * lists them (docs/product.md#security). A module with a new table of personal data (reviews,
 * a skin profile) exports a holder beside its repository and adds it here; export, erasure and
 * the retention sweep then cover it with no other change.
 */
export const PERSONAL_DATA_HOLDERS: readonly PersonalDataHolder[] = [
  // Before the orders: reviews are found through their orders' email, which erasing orders replaces.
  reviewsPersonalData,
  ordersPersonalData,
  paymentsPersonalData,
  promotionsPersonalData,
  contactPersonalData,
  newsletterPersonalData,
  mailPersonalData,
  backInStockPersonalData,
];
