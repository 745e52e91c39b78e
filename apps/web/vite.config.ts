import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { pureContracts } from './build-plugins/pure-contracts';
import { prerenderLanding } from './build-plugins/prerender';
import { routePreload } from './build-plugins/route-preload';

// The gateway runs beside the app on the server's port; dev and preview forward to it.
const gatewayTarget = process.env.CDESK_GATEWAY ?? 'http://localhost:8080';
const gateway = { '/cdesk/gw': { target: gatewayTarget, changeOrigin: false } };

/**
 * The basic subset of Inter (app/theme.css) is needed by every first paint, but the browser only
 * finds it once the JavaScript has rendered text; announcing it in index.html fetches it alongside
 * the entry, so text neither waits for it nor shifts when it arrives.
 */
function preloadFont(): Plugin {
  return {
    name: 'cdesk-preload-font',
    apply: 'build',
    transformIndexHtml(_html, context) {
      const font = Object.keys(context.bundle ?? {}).find((file) =>
        /\/inter-basic-wght-normal-[\w-]+\.woff2$/.test(file),
      );
      if (!font) return [];
      return [
        {
          tag: 'link',
          attrs: {
            rel: 'preload',
            as: 'font',
            type: 'font/woff2',
            crossorigin: '',
            href: `/cdesk/${font}`,
          },
          injectTo: 'head' as const,
        },
      ];
    },
  };
}

/**
 * Brotli and gzip copies of every text asset beside it, which the server sends to browsers that
 * accept them: compressed once at build time, at the best ratio, instead of on every request.
 */
function precompress(): Plugin {
  const compressible = /\.(js|css|html|svg|json|xml)$/;
  return {
    name: 'cdesk-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      for (const file of Object.keys(bundle)) {
        if (!compressible.test(file) || file.startsWith('.vite/')) continue;
        const source = readFileSync(path.join(dir, file));
        if (source.length < 1024) continue;
        const params = { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY };
        writeFileSync(path.join(dir, `${file}.br`), brotliCompressSync(source, { params }));
        writeFileSync(path.join(dir, `${file}.gz`), gzipSync(source, { level: 9 }));
      }
    },
  };
}

/**
 * Spec 1 section 4.7: the app knows its own version and the server publishes the deployed one in
 * meta.json (served without caching), so an open tab can notice a release and reload.
 */
function buildMeta(): Plugin {
  const version = process.env.CDESK_BUILD_ID ?? new Date().toISOString();
  return {
    name: 'cdesk-build-meta',
    config: (_config, { command }) => ({
      define: { __APP_VERSION__: JSON.stringify(command === 'build' ? version : 'dev') },
    }),
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'meta.json',
        source: `${JSON.stringify({ version })}\n`,
      });
    },
  };
}

export default defineConfig({
  base: '/cdesk/',
  plugins: [
    react(),
    tailwindcss(),
    routePreload({
      login: ['features/access/login-page.tsx'],
      routes: ['app/other-routes.tsx'],
      visitor: ['features/public/landing-page.tsx'],
    }),
    pureContracts(),
    preloadFont(),
    buildMeta(),
    precompress(),
    prerenderLanding({ module: '/src/app/landing-prerender.tsx', exportName: 'renderLanding' }),
  ],
  server: { proxy: gateway },
  preview: { proxy: gateway },
  build: {
    // bench maps routes to chunks through the manifest.
    manifest: true,
    target: 'es2022',
    // Every browser the desk supports (es2022) knows modulepreload; the polyfill would only weigh.
    modulePreload: { polyfill: false },
    rollupOptions: {
      treeshake: {
        // A contract's schema is a zod call at module level; unused, it is dropped, so a page that
        // only needs a contract's constants or types carries no zod.
        manualPureFunctions: ['z'],
        // A feature's index.ts re-exports its public parts: a page that uses one of them must not
        // carry the others. The app's own modules count as used only for what is imported from
        // them (a slice still injects itself where its selectors are used); stylesheets and
        // packages keep their side effects.
        moduleSideEffects: (id) => !/\/apps\/web\/src\/.*\.tsx?$/.test(id),
        // A gateway call made inside a try block would otherwise keep every property of its call
        // object, schemas included; only the call's path may reach the browser.
        tryCatchDeoptimization: false,
      },
      onwarn(warning, warn) {
        // zod's sources carry esbuild-style pure annotations Rollup cannot place; they are harmless.
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('node_modules')) return;
        warn(warning);
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    include: ['test/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // A test's first render loads its lazy route chunks cold, which on a busy machine is slow.
    testTimeout: 15_000,
  },
});
