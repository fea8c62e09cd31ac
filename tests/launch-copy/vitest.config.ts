import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

// `npm run check:launch-copy`: the launch copy against the spec's figures. Not part of `npm test`, because
// marketing may change these figures after launch.
export default defineConfig({
  test: {
    root: resolve(import.meta.dirname, '../..'),
    include: ['tests/launch-copy/**/*.test.ts'],
    environment: 'node',
  },
});
