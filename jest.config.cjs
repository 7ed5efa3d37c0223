// One root config; each project is a kind of test. The e2e project drives Chromium against production builds.
const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' }, module: { type: 'commonjs' } }];
const common = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  // ESM-only packages that jest must transform
  transformIgnorePatterns: ['/node_modules/(?!(@supabase|@module-federation|jose)/)'],
};

module.exports = {
  testSequencer: '<rootDir>/scripts/lib/test-sequencer.cjs',
  // A worker that ran PGlite suites holds 2–3 GB afterwards; with a pool wider than the machine, such a
  // worker is replaced after its file rather than kept.
  workerIdleMemoryLimit: '2GB',
  projects: [
    {
      ...common,
      displayName: 'unit',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/shared', '<rootDir>/hosts', '<rootDir>/remotes', '<rootDir>/services'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      setupFilesAfterEnv: ['<rootDir>/tests/setup/jsdom.ts'],
      moduleNameMapper: { '\\.(css)$': '<rootDir>/tests/setup/style-stub.cjs' },
    },
    {
      ...common,
      displayName: 'integration',
      testEnvironment: 'node',
      roots: ['<rootDir>/supabase', '<rootDir>/tests/integration', '<rootDir>/scripts'],
      testMatch: ['**/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/tests/setup/integration.ts'],
    },
    {
      // The served site without a browser: the production builds over HTTP, as a crawler or a CDN sees them.
      ...common,
      displayName: 'http',
      testEnvironment: 'node',
      roots: ['<rootDir>/tests/http'],
      testMatch: ['**/*.test.ts'],
      globalSetup: '<rootDir>/tests/e2e/support/global-setup.ts',
      setupFilesAfterEnv: ['<rootDir>/tests/e2e/support/setup.ts'],
    },
    {
      ...common,
      displayName: 'e2e',
      testEnvironment: 'node',
      roots: ['<rootDir>/tests/e2e'],
      testMatch: ['**/*.e2e.ts'],
      globalSetup: '<rootDir>/tests/e2e/support/global-setup.ts',
      setupFilesAfterEnv: ['<rootDir>/tests/e2e/support/setup.ts'],
    },
  ],
};
