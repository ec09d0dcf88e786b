import { Alert, Button, Center, Stack } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../features/common/index.ts';
import { LoginScreen } from '../features/login/index.ts';
import { useSessionState } from '../features/session/index.ts';
import { useSessionExpiry } from '../api/session-expiry-context.ts';
import { loadFallbackLanguage } from '../i18n/setup-i18n.ts';
import { AppEvents } from './app-events.tsx';

// Why lazy: the login screen is the first thing painted; the signed-in screens (the grid, its table and
// virtualiser among them) load right after it, while the operator types the password.
// The fallback language's strings come with them (only the page's language is loaded at start); why the
// catch: no key should need them (the locale parity test), so their failing must not keep the app away.
// The notification list (deferred-notifications.tsx) comes with them too, so that a signed-in screen's first
// notification does not wait for it.
const loadLayout = () =>
  Promise.all([
    import('./app-layout.tsx'),
    loadFallbackLanguage().catch(() => undefined),
    import('./notifications-list.ts').catch(() => undefined),
  ]).then(([module]) => module);
const AppLayout = lazy(() => loadLayout().then((module) => ({ default: module.AppLayout })));

/** How long the login screen shows before the signed-in screens load anyway, untouched. */
const preloadDelayMs = 1500;

/**
 * Loads the signed-in screens once the login screen is on show: at the operator's first key or click, or
 * after a moment. Why not at once: fetched while the login screen itself loads, they would compete with
 * it (they weigh about as much as the login screen's own code).
 */
function usePreloadWhileSignedOut(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const preload = () => {
      stop();
      void loadLayout();
    };
    const timer = setTimeout(preload, preloadDelayMs);
    const stop = () => {
      clearTimeout(timer);
      document.removeEventListener('keydown', preload, true);
      document.removeEventListener('pointerdown', preload, true);
    };
    document.addEventListener('keydown', preload, true);
    document.addEventListener('pointerdown', preload, true);
    return stop;
  }, [active]);
}

/** Shows the login screen or the signed-in app, by the session state main reports. */
export function AppGate() {
  const { t } = useTranslation('app');
  const session = useSessionState();
  const loading = (
    <Center component="main" mih="100vh">
      <LoadingState label={t('startup.loading')} />
    </Center>
  );
  const { expiry } = useSessionExpiry();
  const expired = session.data?.expired ?? false;
  useEffect(() => {
    if (expired) expiry.markExpired();
  }, [expired, expiry]);
  usePreloadWhileSignedOut(session.data?.signedIn === false);
  let screen;
  if (session.isPending) {
    screen = loading;
  } else if (session.isError) {
    screen = (
      <Center component="main" mih="100vh" p="md">
        <Alert color="red" title={t('startup.failedTitle')} maw={520} role="alert">
          <Stack gap="xs" align="flex-start">
            {t('startup.failedHelp')}
            <Button variant="light" color="red" onClick={() => void session.refetch()}>
              {t('retry', { ns: 'common' })}
            </Button>
          </Stack>
        </Alert>
      </Center>
    );
  } else if (session.data.signedIn) {
    screen = (
      <Suspense fallback={loading}>
        <AppLayout session={session.data} />
      </Suspense>
    );
  } else {
    screen = <LoginScreen />;
  }
  return (
    <>
      <AppEvents />
      {screen}
    </>
  );
}
