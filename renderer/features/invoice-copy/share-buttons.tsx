import { Button, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { emailAddresses, whatsAppPhones } from '../../../shared/billing/share-contacts.ts';
import { maskEmail, maskPhone } from '../../../shared/privacy/masks.ts';
import { unwrap } from '../../api/desk-error.ts';
import { desk } from '../../api/desk.ts';
import { isMasked, useMaskingPolicy } from '../../privacy/index.ts';

/** What sending an invoice to the client takes: who, their contact lists as the record holds them, and the text. */
export interface ShareButtonsProps {
  /** The client whose contacts main reads again to build the link. */
  clientPk: number;
  phones: string | null | undefined;
  emails: string | null | undefined;
  message: string;
  subject: string;
  /** Runs a send, or first asks (an invoice from an old local copy, issue 46); absent, sends at once. */
  confirm?: ((run: () => void) => void) | undefined;
}

/**
 * "Enviar por WhatsApp" (with a chooser of the client's phones, shown masked under the policy) and "Enviar por
 * e-mail". Why no link in the page (issue 43): a wa.me or mailto: link holds the whole number or address, which
 * masking keeps off the screen; main builds it from the chosen place in the list (`share:open`), journals the reveal
 * and opens it. Browser mode, which has no system browser of its own, gets the link back and opens it here.
 */
export function ShareButtons({ clientPk, phones, emails, message, subject, confirm }: ShareButtonsProps) {
  const { t } = useTranslation('invoice-copy');
  const policy = useMaskingPolicy();
  const [sending, setSending] = useState(false);
  const choices = whatsAppPhones(phones).map((phone) => ({ ...phone, masked: maskPhone(phone.shown) }));
  const email = emailAddresses(emails)[0];
  const shownPhone = (phone: (typeof choices)[number]) => {
    const number = isMasked(policy, 'phone') ? phone.masked : phone.shown;
    return phone.label ? `${phone.label}: ${number}` : number;
  };
  const send = (channel: 'whatsapp' | 'email', index: number, masked: string): void => {
    const run = () => void sendNow(channel, index, masked);
    if (confirm) confirm(run);
    else run();
  };
  const sendNow = async (channel: 'whatsapp' | 'email', index: number, masked: string) => {
    setSending(true);
    try {
      const done = unwrap(await desk.shareOpen({ clientPk, channel, index, masked, message, subject }));
      if (!done.opened && done.url) window.open(done.url, '_blank', 'noopener,noreferrer');
    } catch (error) {
      const closeButtonProps = { 'aria-label': t('close', { ns: 'common' }) };
      notifications.show({
        color: 'red',
        message: t('share.failed', { message: (error as Error).message }),
        closeButtonProps,
      });
    } finally {
      setSending(false);
    }
  };
  const buttonProps = { size: 'xs', variant: 'light', loading: sending } as const;
  return (
    <>
      {choices.length === 1 && choices[0] && (
        <Button
          {...buttonProps}
          onClick={() => send('whatsapp', 0, choices[0]?.masked ?? '')}
          title={shownPhone(choices[0])}
          data-action="whatsapp"
        >
          {t('actions.whatsApp')}
        </Button>
      )}
      {choices.length > 1 && (
        <Menu position="bottom-start" withinPortal>
          <Menu.Target>
            <Button {...buttonProps} data-action="whatsapp">
              {t('actions.whatsAppTo')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {choices.map((phone, index) => (
              <Menu.Item
                key={phone.national}
                onClick={() => send('whatsapp', index, phone.masked)}
                data-phone-choice={index}
              >
                {shownPhone(phone)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
      {email && (
        <Button {...buttonProps} onClick={() => send('email', 0, maskEmail(email))} data-action="email">
          {t('actions.email')}
        </Button>
      )}
    </>
  );
}
