import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearPendingPayment,
  markPendingPaid,
  readPendingPayment,
  savePendingPayment,
  type PendingPayment,
} from './pending-payment';

const pending: PendingPayment = {
  paymentIntentId: 'pi_1',
  clientSecret: 'pi_1_secret',
  amount: 12.5,
  request: '{}',
  items: [{ productId: 1, quantity: 1 }],
  form: {
    email: 'a@b.co',
    fullName: 'A',
    addressLine1: 'x',
    addressLine2: '',
    city: 'c',
    state: 's',
    postalCode: '1',
    country: 'Japan',
  },
  paid: false,
  startedAt: Date.now(),
};

beforeEach(() => sessionStorage.clear());

describe('the pending payment of this tab', () => {
  it('is kept in session storage (not local storage) until cleared', () => {
    savePendingPayment(pending);
    expect(readPendingPayment()).toEqual(pending);
    expect(localStorage.getItem('pending_payment')).toBeNull();
    markPendingPaid('pi_other');
    expect(readPendingPayment()!.paid).toBe(false);
    markPendingPaid('pi_1');
    expect(readPendingPayment()!.paid).toBe(true);
    clearPendingPayment();
    expect(readPendingPayment()).toBeNull();
  });

  it('drops what it cannot read and what is older than a day', () => {
    sessionStorage.setItem('pending_payment', '{"paymentIntentId":5}');
    expect(readPendingPayment()).toBeNull();
    expect(sessionStorage.getItem('pending_payment')).toBeNull();
    savePendingPayment({ ...pending, startedAt: Date.now() - 25 * 3600_000 });
    expect(readPendingPayment()).toBeNull();
  });
});
