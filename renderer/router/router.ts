import { useCallback, useSyncExternalStore } from 'react';

/** The screens of the signed-in app, in navigation order. */
export const routes = ['dashboard', 'clients', 'customer-area', 'settings'] as const;
/** One screen of the app. */
export type Route = (typeof routes)[number];

/** The route a location hash names (`#/clients`); the dashboard for anything else. */
export function routeOfHash(hash: string): Route {
  const name = /^#\/([a-z-]+)$/.exec(hash)?.[1];
  return routes.find((route) => route === name) ?? 'dashboard';
}

const subscribe = (listener: () => void): (() => void) => {
  window.addEventListener('hashchange', listener);
  return () => window.removeEventListener('hashchange', listener);
};
const currentHash = (): string => window.location.hash;

// Why the hash: a reload (F5, a crash) comes back to the same screen, the back key works, and no
// router library is needed for four screens. Browser mode's `#token=` is read and removed before this.
/** The current route and a function that goes to another one. */
export function useRoute(): [Route, (route: Route) => void] {
  const hash = useSyncExternalStore(subscribe, currentHash);
  const navigate = useCallback((route: Route) => {
    window.location.hash = `#/${route}`;
  }, []);
  return [routeOfHash(hash), navigate];
}
