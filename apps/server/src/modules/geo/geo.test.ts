import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { countryNameOf, countryOfIp } from './geo.service';

describe('country lookup', () => {
  it('maps ISO codes to the shipping zones’ spelling', () => {
    expect(countryNameOf('US')).toBe('United States');
    expect(countryNameOf('kr')).toBe('South Korea');
    expect(countryNameOf('HK')).toBe('Hong Kong');
    expect(countryNameOf('DE')).toBe('Germany');
    expect(countryNameOf('??')).toBeNull();
  });

  it('finds public addresses, IPv4-mapped IPv6 included, and nothing for private ones', () => {
    expect(countryOfIp('8.8.8.8')).toBe('United States');
    expect(countryOfIp('::ffff:8.8.8.8')).toBe('United States');
    expect(countryOfIp('192.168.1.1')).toBeNull();
    expect(countryOfIp('not an ip')).toBeNull();
  });
});

describe('behind a proxy (TRUST_PROXY=true)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => t.close());

  it('reads the client address from X-Forwarded-For', async () => {
    const res = await t.app.inject({
      url: '/api/Orders/userCountry',
      remoteAddress: '10.0.0.1',
      headers: { 'x-forwarded-for': '8.8.8.8' },
    });
    expect(res.json()).toEqual({ succeeded: true, data: { country: 'United States' } });
  });
});
