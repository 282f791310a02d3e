/**
 * One Jest run of every test; `npm run test:unit`, `test:int` and `test:e2e` run one class each by
 * its file name (README.md, "Tests"): `*.spec.ts` unit (pure, beside the code), `*.int-spec.ts`
 * integration (a real database or pieces of the server in process), `*.e2e-spec.ts` end to end
 * (the built server over HTTP and WebSocket, processes, a browser; mostly in test/).
 */
const swc = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    target: 'es2022',
    keepClassNames: true,
  },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
};

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/libs', '<rootDir>/apps', '<rootDir>/test'],
  testMatch: ['**/*.spec.ts', '**/*.int-spec.ts', '**/*.e2e-spec.ts'],
  // The web app is browser code with its own unit tests (Vitest, npm run test:web); Jest tests it from outside, in test/web.
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/apps/web/'],
  modulePathIgnorePatterns: ['<rootDir>/apps/web/'],
  transform: { '^.+\\.ts$': ['@swc/jest', swc] },
  moduleNameMapper: {
    '^@app/rules$': '<rootDir>/libs/rules/src',
    '^@app/rules/testing$': '<rootDir>/libs/rules/src/testing',
    '^@app/releases$': '<rootDir>/libs/releases/src',
    '^@app/rulesets$': '<rootDir>/libs/rulesets',
    '^@app/rulesets/(.*)$': '<rootDir>/libs/rulesets/$1/src',
    '^@app/event-store$': '<rootDir>/libs/event-store/src',
    '^@app/event-store/eventstoredb$': '<rootDir>/libs/event-store/src/eventstoredb-event-store',
    '^@app/database$': '<rootDir>/libs/database/src',
    '^@app/matches$': '<rootDir>/libs/matches/src',
    '^@app/projections$': '<rootDir>/libs/projections/src',
    '^@app/competitions$': '<rootDir>/libs/competitions/src',
  },
  testTimeout: 60000,
  reporters: ['default', '<rootDir>/test/support/summary-reporter.js'],
};
