import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
// The app sets the store up before any feature runs; a test that imports a feature directly too.
import '../src/app/store';
import { takeContractProblems } from './gateway-mock';

// The first render of a file loads its lazy route chunks cold; on a busy machine that alone can
// pass the default 1 s of findBy*.
configure({ asyncUtilTimeout: 4000 });

// jsdom lays nothing out and has no scrolling; the router puts every page at its top.
window.scrollTo = () => undefined;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  // A reply that drifted from its contract fails the test that served it, whatever the page did.
  const problems = takeContractProblems();
  if (problems.length > 0) throw new Error(problems.join('\n\n'));
});
