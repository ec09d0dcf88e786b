import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

// Why lazy: Mantine's notification list (its transitions, and react-remove-scroll for a class name) is about
// 11 KB gzip that the login screen (the first paint) never shows (issue 20). Notifications shown before it loads
// wait in Mantine's store, which this module reads, and appear when the list mounts.
const Notifications = lazy(() =>
  import('./notifications-list.ts').then((module) => ({ default: module.Notifications })),
);

/** The app's notifications (bottom right, four at a time), loaded with the first one shown and kept from then on. */
export function DeferredNotifications() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="bottom-right" limit={4} />
    </Suspense>
  );
}
