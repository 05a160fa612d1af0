import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@seoul-glow/shared';
import { adminLoginPath, requireAdminUser, roleLabel } from './admin-guard';

const request = (path: string) => new Request(`http://localhost${path}`);

function signIn(role: string) {
  const expiryTime = new Date(Date.now() + 3_600_000).toISOString();
  localStorage.setItem(STORAGE_KEYS.token, 'token');
  localStorage.setItem(
    STORAGE_KEYS.user,
    JSON.stringify({ id: 1, email: 'a@b.example', name: 'Ara Kim', role, expiryTime }),
  );
}

function thrownBy(fn: () => unknown): Response {
  try {
    fn();
  } catch (thrown) {
    return thrown as Response;
  }
  throw new Error('expected a redirect');
}

describe('requireAdminUser (docs/product.md#screens-and-routes Guard)', () => {
  beforeEach(() => localStorage.clear());

  it('sends an anonymous visitor to the sign-in page with the requested location', () => {
    const response = thrownBy(() => requireAdminUser(request('/admin/orders?status=pending')));
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe(
      '/admin/login?redirectTo=%2Fadmin%2Forders%3Fstatus%3Dpending',
    );
  });

  it('sends a signed-in non-admin to the store', () => {
    signIn('customer');
    expect(thrownBy(() => requireAdminUser(request('/admin'))).headers.get('Location')).toBe('/');
  });

  it('lets admins in, whatever the case of their role', () => {
    signIn('SuperAdmin');
    expect(requireAdminUser(request('/admin')).name).toBe('Ara Kim');
  });
});

describe('adminLoginPath', () => {
  it('encodes the whole location', () => {
    expect(adminLoginPath({ pathname: '/admin', search: '' })).toBe('/admin/login?redirectTo=%2Fadmin');
  });
});

describe('roleLabel', () => {
  it('labels the two admin roles', () => {
    expect(roleLabel('superadmin')).toBe('Super Admin');
    expect(roleLabel('admin')).toBe('Admin');
  });
});
