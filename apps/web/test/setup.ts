import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// The first render of a file loads its lazy route chunks cold; on a busy machine that alone can
// pass the default 1 s of findBy*.
configure({ asyncUtilTimeout: 4000 });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
