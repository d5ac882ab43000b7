import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

afterEach(() => cleanup());

// The files of one worker share a document (the project runs them without isolation): each file leaves it
// as it found it, so no file sees another's scripts, storage, globals or timers.
afterAll(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  // Files that render on the server run without a document.
  if (typeof document === 'undefined') return;
  document.head.replaceChildren();
  document.body.replaceChildren();
  document.documentElement.removeAttribute('style');
  localStorage.clear();
  sessionStorage.clear();
  delete window.smartCaptcha;
  delete window.lootmarketSmartCaptchaReady;
});
