import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // tests/build reads dist/: npm test builds first.
    include: [
      'tests/unit/**/*.test.ts',
      'tests/functions/**/*.test.ts',
      'tests/build/**/*.test.ts',
      'tests/mls/**/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 30_000,
  },
});
