import type { Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rollup';
import { PRERENDER_ID } from '../src/lib/prerender';
import { TOKEN_KEY } from '../src/lib/token-key';

/** The source modules, under src/, whose chunks a kind of first visit needs. */
interface PreloadGroups {
  /** The login page (/login and /ewa/login). */
  login: string[];
  /** Every other path: the route table found on first navigation, with the desk's frame. */
  routes: string[];
  /** `/` for a visitor (no session in local storage): the landing page. */
  visitor: string[];
}

function chunkOf(bundle: OutputBundle, source: string): OutputChunk {
  const suffix = `/src/${source}`;
  const chunk = Object.values(bundle).find(
    (item): item is OutputChunk =>
      item.type === 'chunk' && item.moduleIds.some((id) => id.endsWith(suffix)),
  );
  if (!chunk) throw new Error(`route-preload: no chunk for src/${source}`);
  return chunk;
}

/** The chunks that `sources` need before they run: their own and every static import, transitively. */
function closure(bundle: OutputBundle, sources: string[], entries: Set<string>): string[] {
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file) || entries.has(file)) return;
    files.add(file);
    const item = bundle[file];
    if (item?.type === 'chunk') item.imports.forEach(visit);
  };
  for (const source of sources) visit(chunkOf(bundle, source).fileName);
  return [...files];
}

/**
 * Pages are lazy chunks found one after another (entry → route table → frame → page → its parts),
 * each a round trip on a slow network. The first script of index.html knows the path and whether
 * local storage holds a session, and asks for the entry and every chunk that visit needs at once.
 * It is inline so it costs no request; the server allows it by its hash.
 *
 * A visitor's landing page is already in index.html (prerender.ts) and paints with the HTML and
 * the stylesheet; its code is not needed to see it. So the entry is started by a last inline
 * script instead of a script tag: at once on any other visit, and after the landing's first paint
 * when the landing shows, so that the code's download does not compete with that paint (a hidden
 * tab paints nothing, so there it starts at once, or when the tab is shown or hidden).
 */
export function routePreload(groups: PreloadGroups): Plugin {
  let base = '/';
  return {
    name: 'cdesk-route-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml(html, context) {
      const bundle = context.bundle;
      if (!bundle) return html;
      const entries = new Set(
        Object.values(bundle).flatMap((item) =>
          item.type === 'chunk' && item.isEntry ? [item.fileName] : [],
        ),
      );
      const files: Record<keyof PreloadGroups, string[]> = {
        login: closure(bundle, groups.login, entries),
        routes: closure(bundle, groups.routes, entries),
        visitor: closure(bundle, groups.visitor, entries),
      };
      const prefix = base.replace(/\/$/, '');
      const entryTag = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
      if (!entryTag?.[1]) throw new Error('route-preload: index.html has no entry script');
      const entry = entryTag[1];
      const preload = `const a=f=>{const e=document.createElement('link');e.rel='modulepreload';e.crossOrigin='';e.href=f;document.head.append(e)};`;
      const where = `const b=${JSON.stringify(prefix)};const p=location.pathname.startsWith(b+'/')?location.pathname.slice(b.length):'/';let t=null;try{t=localStorage.getItem(${JSON.stringify(TOKEN_KEY)})}catch{}`;
      const { login, routes } = files;
      const visit = [...new Set([...files.routes, ...files.visitor])];
      const head = `(()=>{${where}${preload}if(!t&&p==='/')return;const l=p==='/login'||p==='/ewa/login'?${JSON.stringify(login)}:${JSON.stringify(routes)};for(const f of new Set([${JSON.stringify(entry)},...l.map(f=>b+'/'+f)]))a(f)})()`;
      const start = `(()=>{${where}${preload}let n=0;const go=()=>{if(n++)return;if(!t&&p==='/')for(const f of ${JSON.stringify(visit)})a(b+'/'+f);const s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry)};document.body.append(s)};if(!document.getElementById(${JSON.stringify(PRERENDER_ID)})||document.visibilityState==='hidden')go();else{requestAnimationFrame(()=>setTimeout(go));document.addEventListener('visibilitychange',go)}})()`;
      // After the meta tags (the charset must come first) and before any stylesheet, which a
      // script would wait for.
      if (!html.includes('<title>')) throw new Error('route-preload: index.html has no <title>');
      if (!html.includes('</body>')) throw new Error('route-preload: index.html has no </body>');
      return html
        .replace(entryTag[0], '')
        .replace('<title>', `<script>${head}</script>\n    <title>`)
        .replace('</body>', `  <script>${start}</script>\n  </body>`);
    },
  };
}
