import { satisfy } from '@module-federation/enhanced/runtime';
import { HOST_PROVIDED_PACKAGES, REMOTE_CONTRACT_VERSION, remoteContractProblems, signInHref, signInReturnPath, type RemoteManifest } from './index';

const provided = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  'react/jsx-runtime': '19.3.1',
  'react-router-dom': '7.18.0',
  zustand: '5.1.0',
  '@app/session': '0.1.0',
  '@app/supabase': '0.1.0',
  '@app/remote-contract': '1.2.0',
};

const manifest = (requirements: Record<string, string>): RemoteManifest => ({
  shared: Object.entries(requirements).map(([name, requiredVersion]) => ({ name, requiredVersion })),
});

const current = { react: '^19.3.1', zustand: '^5.1.0', '@app/remote-contract': '^1.0.0' };

test('the contract version is the package version, and the host provides the contract module itself', () => {
  expect(REMOTE_CONTRACT_VERSION).toMatch(/^1\.\d+\.\d+$/);
  expect(HOST_PROVIDED_PACKAGES).toContain('@app/remote-contract');
});

test('a remote built against these versions or an older minor of them is compatible', () => {
  expect(remoteContractProblems(manifest(current), provided, satisfy)).toEqual([]);
  expect(remoteContractProblems(manifest({ ...current, react: '^19.0.0', '@app/remote-contract': '^1.1.0' }), provided, satisfy)).toEqual([]);
});

test('a newer major, a newer minor than the host has, or a package the host does not provide is refused', () => {
  expect(remoteContractProblems(manifest({ ...current, '@app/remote-contract': '^2.0.0' }), provided, satisfy)).toEqual([
    { name: '@app/remote-contract', required: '^2.0.0', provided: '1.2.0' },
  ]);
  expect(remoteContractProblems(manifest({ ...current, react: '^19.4.0' }), provided, satisfy)).toEqual([
    { name: 'react', required: '^19.4.0', provided: '19.3.1' },
  ]);
  expect(remoteContractProblems(manifest({ ...current, '@mantine/core': '^9.0.0' }), provided, satisfy)).toEqual([
    { name: '@mantine/core', required: '^9.0.0', provided: null },
  ]);
});

test('a remote that declares no contract version, or no shared list at all, is refused', () => {
  expect(remoteContractProblems(manifest({ react: '^19.3.1' }), provided, satisfy)).toEqual([
    { name: '@app/remote-contract', required: 'a declared contract version', provided: REMOTE_CONTRACT_VERSION },
  ]);
  expect(remoteContractProblems({}, provided, satisfy)).toHaveLength(1);
});

describe('returning from the sign-in page', () => {
  const next = (target: string) => `?next=${encodeURIComponent(target)}`;

  it('remembers the admin screen asked for, its query and fragment included; the dashboard needs nothing', () => {
    expect(signInHref('/admin')).toBe('/auth');
    expect(signInHref('/admin/enquiries?hledat=x')).toBe('/auth?next=%2Fadmin%2Fenquiries%3Fhledat%3Dx');
    expect(signInHref('/en/pricing')).toBe('/auth');
  });

  it('returns to what was remembered', () => {
    for (const target of ['/admin/enquiries?hledat=Nov%C3%A1k&precteno=ne', '/admin/blog/123#historie', '/admin']) {
      expect(signInReturnPath(new URL(`https://web.example${signInHref(target)}`).search)).toBe(target);
    }
  });

  it.each([
    ['nothing', ''],
    ['another site', next('https://evil.example/admin')],
    ['a protocol-relative address', next('//evil.example/admin')],
    ['a backslash trick', next('/\\evil.example/admin')],
    ['a tab trick', next('/\t/evil.example/admin')],
    ['a script', next('javascript:alert(1)')],
    ['a public page', next('/en/pricing')],
    ['a look-alike of /admin', next('/administrace')],
    ['dot segments out of /admin', next('/admin/../en/pricing')],
    ['encoded dot segments', next('/admin/%2e%2e/auth')],
  ])('goes to the dashboard for %s', (_case, search) => {
    expect(signInReturnPath(search)).toBe('/admin');
  });
});
