import type { Settings } from '../../shared/ipc/contract.ts';

/** The colour scheme to paint: the setting, or the system's when the setting is `system`. */
export function resolveColorScheme(theme: Settings['theme'], systemPrefersDark: boolean): 'light' | 'dark' {
  if (theme === 'system') return systemPrefersDark ? 'dark' : 'light';
  return theme;
}
