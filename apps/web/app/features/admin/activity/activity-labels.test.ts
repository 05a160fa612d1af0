import { describe, expect, it } from 'vitest';
import { areaLabel, changeText } from './activity-labels';

describe('activity labels', () => {
  it('names known areas and keeps a new one readable', () => {
    expect(areaLabel('users')).toBe('Admin users');
    expect(areaLabel('sign-in')).toBe('Sign-ins');
    expect(areaLabel('giftCards')).toBe('GiftCards');
    expect(areaLabel(null)).toBe('—');
    expect(areaLabel('constructor')).toBe('Constructor');
  });

  it('writes a change as before → after, or what was added or removed', () => {
    expect(changeText({ field: 'status', before: 'pending', after: 'shipped' })).toBe(
      'status: pending → shipped',
    );
    expect(changeText({ field: 'name', after: 'Serum' })).toBe('name: Serum');
    expect(changeText({ field: 'email', before: 'a@b.co' })).toBe('email: a@b.co (removed)');
  });
});
