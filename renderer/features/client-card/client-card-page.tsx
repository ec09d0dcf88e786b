import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCardId } from '../../router/router.ts';
import { ClientCard } from './client-card.tsx';

/** The card of the client the address names (`#/card/<id>`); each client's card is a screen of its own. */
export function ClientCardPage() {
  const { t } = useTranslation('client-card');
  const clientId = useCardId();
  if (clientId === undefined)
    return (
      <Alert color="blue" title={t('none.title')} data-card-state="none">
        {t('none.text')}
      </Alert>
    );
  // Why a key: each client's card starts with its own state (forms, pages), never another client's.
  return <ClientCard key={clientId} clientId={clientId} />;
}
