import { describe, expect, it } from 'vitest';
import { mainWebPreferences } from './web-preferences.ts';

describe('the main window’s web preferences', () => {
  it('close the developer tools in an installed copy and keep them in development', () => {
    expect(mainWebPreferences('/app/preload.cjs', true).devTools).toBe(false);
    expect(mainWebPreferences('/app/preload.cjs', false).devTools).toBe(true);
  });

  it('keep the page isolated, sandboxed and without Node', () => {
    expect(mainWebPreferences('/app/preload.cjs', true)).toMatchObject({
      preload: '/app/preload.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webviewTag: false,
    });
  });
});
