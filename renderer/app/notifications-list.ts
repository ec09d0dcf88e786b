/**
 * The notification list alone: the target of DeferredNotifications' dynamic import. Why a module of our own: the
 * first screen imports the package's entry for its store, and a dynamic import of that same entry would be loaded with it.
 */
export { Notifications } from '@mantine/notifications';
