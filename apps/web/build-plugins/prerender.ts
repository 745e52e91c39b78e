import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { createServer, type Plugin } from 'vite';
import { PRERENDER_ID } from '../src/lib/prerender';
import { TOKEN_KEY } from '../src/lib/token-key';
import { APP_BANNER_DISMISSED_KEY, THEME_KEY } from '../src/lib/storage-keys';

/**
 * A visitor's first page is the landing page, which otherwise appears only after the entry, the
 * route table and the page's chunk have loaded and run. Rendered once at build time into
 * index.html, it paints with the HTML and the stylesheet. An inline script right after it removes
 * it on any other visit (another path, a session in local storage, a branch theme) and removes the
 * app banner once dismissed, so what shows is what the app then renders, in the same place.
 */
export function prerenderLanding(options: { module: string; exportName: string }): Plugin {
  let root = '';
  let outDir = 'dist';
  let base = '/';
  let configFile: string | false | undefined;
  return {
    name: 'cdesk-prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      base = config.base;
      configFile = config.configFile;
    },
    async closeBundle() {
      const server = await createServer({
        configFile,
        root,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      let markup: string;
      try {
        const loaded = (await server.ssrLoadModule(options.module)) as Record<string, unknown>;
        const render = loaded[options.exportName];
        if (typeof render !== 'function') throw new Error(`prerender: no ${options.exportName}()`);
        // Its buttons do nothing until the app has loaded: inert, they take no click or focus.
        markup = (render as () => string)().replaceAll('<button ', '<button inert="" ');
      } finally {
        await server.close();
      }
      const prefix = base.replace(/\/$/, '');
      const keep = `(()=>{const d=document.getElementById(${JSON.stringify(PRERENDER_ID)});if(!d)return;const b=${JSON.stringify(prefix)};const p=location.pathname===b||location.pathname===b+'/';let t=null,th=null,x=null;try{t=localStorage.getItem(${JSON.stringify(TOKEN_KEY)});x=localStorage.getItem(${JSON.stringify(APP_BANNER_DISMISSED_KEY)});th=sessionStorage.getItem(${JSON.stringify(THEME_KEY)})}catch{}if(!p||t||(th&&th!=='default')||new URLSearchParams(location.search).has('nb')){d.remove();return}if(x==='Y')d.querySelector('aside')?.remove()})()`;
      const file = path.join(outDir, 'index.html');
      const html = readFileSync(file, 'utf8');
      const slot = '<div id="root"></div>';
      if (!html.includes(slot)) throw new Error('prerender: index.html has no empty #root');
      const next = html.replace(
        slot,
        `<div id="${PRERENDER_ID}">${markup}</div>\n    <script>${keep}</script>\n    ${slot}`,
      );
      writeFileSync(file, next);
      const params = { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY };
      writeFileSync(`${file}.br`, brotliCompressSync(next, { params }));
      writeFileSync(`${file}.gz`, gzipSync(next, { level: 9 }));
    },
  };
}
