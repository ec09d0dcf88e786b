import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AppGate } from './app-gate.tsx';
import { SessionExpiryContext } from '../api/session-expiry-context.ts';
import type { SessionExpiry } from '../api/session-expiry.ts';
import { ThemedProviders } from './themed-providers.tsx';

/** What the page's root is built with (main.tsx makes them before the first paint). */
export interface AppRootProps {
  queryClient: QueryClient;
  expiry: SessionExpiry;
}

/** The page's root: data, theme and notifications around the sign-in gate. */
export function AppRoot({ queryClient, expiry }: AppRootProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionExpiryContext value={expiry}>
        <ThemedProviders>
          <AppGate />
        </ThemedProviders>
      </SessionExpiryContext>
    </QueryClientProvider>
  );
}
