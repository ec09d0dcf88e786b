import { useCallback, useSyncExternalStore } from 'react';

/** The screens of the signed-in app, in navigation order (`card` is a client's card: `#/card/<id>`). */
export const routes = ['dashboard', 'clients', 'customer-area', 'activity-log', 'settings', 'card'] as const;
/** One screen of the app. */
export type Route = (typeof routes)[number];

// A client number as the hash carries it: digits, no leading zero, within what a JS number holds exactly.
const cardPattern = /^#\/card\/([1-9]\d{0,14})$/;

/** The route a location hash names (`#/clients`, `#/card/123`); the dashboard for anything else. */
export function routeOfHash(hash: string): Route {
  if (cardPattern.test(hash)) return 'card';
  const name = /^#\/([a-z-]+)$/.exec(hash)?.[1];
  return routes.find((route) => route !== 'card' && route === name) ?? 'dashboard';
}

/** The client number of a card's hash (`#/card/123` → 123); undefined for any other hash. */
export function cardIdOfHash(hash: string): number | undefined {
  const digits = cardPattern.exec(hash)?.[1];
  return digits === undefined ? undefined : Number(digits);
}

/** The hash of a client's card. */
export function cardHash(clientId: number): string {
  return `#/card/${clientId}`;
}

const subscribe = (listener: () => void): (() => void) => {
  window.addEventListener('hashchange', listener);
  return () => window.removeEventListener('hashchange', listener);
};
const currentHash = (): string => window.location.hash;

// Why the hash: a reload (F5, a crash) comes back to the same screen, the back key works, and no
// router library is needed for a handful of screens. Browser mode's `#token=` is read and removed before this.
/** The current route and a function that goes to another one. */
export function useRoute(): [Route, (route: Route) => void] {
  const hash = useSyncExternalStore(subscribe, currentHash);
  const navigate = useCallback((route: Route) => {
    window.location.hash = `#/${route}`;
  }, []);
  return [routeOfHash(hash), navigate];
}

/** The client number of the card on screen, or undefined when the screen is not a card. */
export function useCardId(): number | undefined {
  return cardIdOfHash(useSyncExternalStore(subscribe, currentHash));
}

/** Goes to a screen (a plain function, for stores outside React). */
export function goToRoute(route: Exclude<Route, 'card'>): void {
  window.location.hash = `#/${route}`;
}

/** Goes to a client's card (a plain function: the palette and the grid call it outside React's render). */
export function goToCard(clientId: number): void {
  window.location.hash = cardHash(clientId);
}
