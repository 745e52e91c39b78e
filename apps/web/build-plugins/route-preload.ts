import type { Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rollup';
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
 * local storage holds a session, and asks for every chunk that visit needs at once, in parallel
 * with the entry. It is inline so it costs no request; the server allows it by its hash.
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
      const script = `(()=>{const g=${JSON.stringify(files)};const b=${JSON.stringify(prefix)};const p=location.pathname.startsWith(b+'/')?location.pathname.slice(b.length):'/';let t=null;try{t=localStorage.getItem(${JSON.stringify(TOKEN_KEY)})}catch{}const l=p==='/login'||p==='/ewa/login'?g.login:[...g.routes,...(!t&&p==='/'?g.visitor:[])];for(const f of new Set(l)){const e=document.createElement('link');e.rel='modulepreload';e.crossOrigin='';e.href=b+'/'+f;document.head.append(e)}})()`;
      // After the meta tags (the charset must come first) and before any stylesheet, which a
      // script would wait for.
      if (!html.includes('<title>')) throw new Error('route-preload: index.html has no <title>');
      return html.replace('<title>', `<script>${script}</script>\n    <title>`);
    },
  };
}
