/** Unit and API tests. Browser journeys run separately (tests/e2e). */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.cjs$': swc },
  // PGlite loads its parts with dynamic import(), which Jest's CommonJS runtime refuses: compile it too.
  transformIgnorePatterns: ['/node_modules/(?!@electric-sql/pglite/)'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testMatch: ['<rootDir>/{domain,lib,components,server,pages,content,tests/unit}/**/*.test.{ts,tsx}'],
  testPathIgnorePatterns: ['/node_modules/', '/.next/', '/data/'],
  maxWorkers: 2,
  testTimeout: 60000,
};
