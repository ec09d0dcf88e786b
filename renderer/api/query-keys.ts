// Why one list: invalidation after a sign-in, a sign-out or a resumed session must reach every screen's
// data, and a typo in a key would silently keep stale figures on screen.
/** The react-query keys of the app's own data (features add theirs under their own first element). */
export const queryKeys = {
  appInfo: ['app', 'info'],
  settings: ['app', 'settings'],
  session: ['app', 'session'],
  profiles: ['app', 'profiles'],
  demoStatus: ['app', 'demo-status'],
  dashboard: ['dashboard'],
} as const;
