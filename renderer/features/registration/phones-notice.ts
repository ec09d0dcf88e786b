import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';

/**
 * After a save that carried phones, says plainly when the server did not keep them (main read the record back):
 * a warning that stays until closed, beside the save's own toast. Nothing is shown when they were kept.
 */
export function showPhonesNotice(phones: 'kept' | 'notKept' | 'unconfirmed' | undefined, t: TFunction<'registration'>) {
  if (phones !== 'notKept' && phones !== 'unconfirmed') return;
  notifications.show({
    title: t(`phones.${phones}.title`),
    message: t(`phones.${phones}.text`),
    color: phones === 'notKept' ? 'red' : 'yellow',
    autoClose: false,
    withBorder: true,
    // Why an attribute: e2e tests and screen readers find the notice by what it says, not by its styling.
    'data-notice': `phones-${phones}`,
  });
}
