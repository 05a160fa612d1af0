import { describe, expect, it } from 'vitest';
import { recipientHash, redactText, redactUrl } from './log-redaction';

describe('log redaction', () => {
  it('cuts order ids and email addresses out of any text, encoded or not, any case', () => {
    expect(redactText('order SG-7K2M9QX4TB for jane.doe+sg@example.co.uk')).toBe(
      'order SG-[order] for [email]',
    );
    expect(redactText('sg-7k2m9qx4tb jane%40example.com')).toBe('SG-[order] [email]');
    expect(redactText('SG-1234 stays: too short to be an order')).toBe(
      'SG-1234 stays: too short to be an order',
    );
  });

  it("keeps a URL's path and catalog parameters and replaces every other value", () => {
    expect(redactUrl('/api/Orders/orderDetails?orderId=SG-7K2M9QX4TB&email=a%40b.com&token=x1.abc')).toBe(
      '/api/Orders/orderDetails?orderId=[redacted]&email=[redacted]&token=[redacted]',
    );
    expect(redactUrl('/orders/SG-7K2M9QX4TB?token=abc.def')).toBe('/orders/SG-[order]?token=[redacted]');
    expect(redactUrl('/payment/success?session_id=SG-7K2M9QX4TB&token=t')).toBe(
      '/payment/success?session_id=[redacted]&token=[redacted]',
    );
    expect(redactUrl('/products?q=snail%20essence&category=Skincare&page=2')).toBe(
      '/products?q=snail%20essence&category=Skincare&page=2',
    );
    expect(redactUrl('/products?q=me%40mail.com&%E0%A4%A=1&flag')).toBe(
      '/products?q=[email]&%E0%A4%A=[redacted]&flag',
    );
    expect(redactUrl('/api/Product/12')).toBe('/api/Product/12');
  });

  it('names a recipient by a short keyed hash that is the same for the same address', () => {
    const key = Buffer.alloc(32, 7);
    expect(recipientHash('Jane@Example.com ', key)).toBe(recipientHash('jane@example.com', key));
    expect(recipientHash('jane@example.com', key)).toMatch(/^[0-9a-f]{12}$/);
    expect(recipientHash('jane@example.com', key)).not.toBe(recipientHash('john@example.com', key));
    expect(recipientHash('jane@example.com', key)).not.toBe(
      recipientHash('jane@example.com', Buffer.alloc(32)),
    );
  });
});
