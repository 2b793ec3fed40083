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
  // .mjs: the scripts' ES modules (scripts/lib), which some TypeScript tests drive.
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.[cm]js$': swc },
  // Jest's CommonJS runtime cannot load these ESM packages (PGlite's dynamic import(), Fastify's cookie and content-disposition): compile them.
  transformIgnorePatterns: ['/node_modules/(?!(@electric-sql/pglite|content-disposition|cookie)/)'],
  moduleNameMapper: { '\\.module\\.css$': '<rootDir>/tests/unit/css-module.cjs', '^@/(.*)$': '<rootDir>/$1' },
  testMatch: ['<rootDir>/{domain,lib,components,server,pages,content,styles,tests/unit}/**/*.test.{ts,tsx}'],
  testPathIgnorePatterns: ['/node_modules/', '/.next/', '/data/'],
  maxWorkers: 2,
  testTimeout: 60000,
};
