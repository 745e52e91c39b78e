import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { readJson, writeJson } from './storage';

const positionsKey = 'cdesk:scroll-positions';
/** Past this, a page that never grows tall enough keeps the nearest position it could take. */
const restorePatienceMs = 5000;

/**
 * Every page opens at its top (or at its #anchor), and Back or Forward returns to the place
 * the page was left at. A page draws its list once the list has come, so at first it is too short
 * for the saved place and the browser would stop part-way: the place is taken again each time the
 * page grows, until it is reached, the reader scrolls, or the patience runs out. Places are kept
 * per history entry, in the tab's session so that a reload keeps them too.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Record<string, number>>(
    readJson<Record<string, number>>('session', positionsKey) ?? {},
  );
  // The first entry of a tab, and every page loaded afresh, has the key 'default': such entries
  // are told apart by their address, so that a fresh load of one page never takes another's place.
  const entry =
    location.key === 'default' ? `default:${location.pathname}${location.search}` : location.key;
  const current = useRef(entry);

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    const save = () => writeJson('session', positionsKey, positions.current);
    const remember = () => {
      positions.current[current.current] = window.scrollY;
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', save);
    };
  }, []);

  useLayoutEffect(() => {
    current.current = entry;
    const saved = positions.current[entry];
    if (navigationType !== 'POP' || saved === undefined) {
      positions.current[entry] = 0;
      const anchor =
        location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (anchor) anchor.scrollIntoView();
      else window.scrollTo(0, 0);
      return;
    }
    return restoreTo(saved);
  }, [entry, location.hash, navigationType]);

  return null;
}

/**
 * Scrolls to `top` on every frame until the page is there with nothing still loading (no
 * aria-busy part) for a few frames in a row: a list drawn late, or drawn above where the reader
 * was, moves the place, and the browser's own anchoring may too. Returns how to stop.
 */
function restoreTo(top: number): () => void {
  let done = false;
  let settledFrames = 0;
  let frame = 0;
  const stop = () => {
    if (done) return;
    done = true;
    window.cancelAnimationFrame(frame);
    window.clearTimeout(patience);
    for (const event of readerScrolls) window.removeEventListener(event, stop);
  };
  const attempt = () => {
    if (done) return;
    window.scrollTo(0, top);
    const there = Math.abs(window.scrollY - top) < 1;
    const loading = document.querySelector('[aria-busy="true"]') !== null;
    settledFrames = there && !loading ? settledFrames + 1 : 0;
    if (settledFrames >= 3) stop();
    else frame = window.requestAnimationFrame(attempt);
  };
  // The reader's own scroll wins over the restore.
  for (const event of readerScrolls) window.addEventListener(event, stop, { passive: true });
  const patience = window.setTimeout(stop, restorePatienceMs);
  attempt();
  return stop;
}

const readerScrolls = ['wheel', 'touchstart', 'keydown'] as const;
