/// <reference types="vite/client" />

/** The build id (vite.config.ts); 'dev' under the dev server and in tests. */
declare const __APP_VERSION__: string;
