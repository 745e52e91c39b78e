import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    testTimeout: 300_000,
    hookTimeout: 300_000,
    fileParallelism: false,
    // The files run one after another in one process that loads the server's modules once:
    // importing them afresh for every file cost seconds a file. Each suite still builds its
    // own app on its own database.
    isolate: false,
  },
});
