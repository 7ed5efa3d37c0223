import { satisfy } from '@module-federation/enhanced/runtime';
import { HOST_PROVIDED_PACKAGES, REMOTE_CONTRACT_VERSION, remoteContractProblems, type RemoteManifest } from './index';

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
