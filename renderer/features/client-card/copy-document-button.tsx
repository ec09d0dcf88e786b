import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { CopyIcon } from '../common/index.ts';
import { isMasked, journalReveal, useMaskingPolicy } from '../../privacy/index.ts';

/** Copies the client's CPF/CNPJ (digits and letters only, as other systems take it) to the clipboard. */
export function CopyDocumentButton({ clientId, document }: { clientId: number; document: string }) {
  const { t } = useTranslation('client-card');
  const policy = useMaskingPolicy();
  const compact = document.replace(/[.\-/\s]/g, '');
  // Why a label on the close button: Mantine's has none, and axe names it (button-name).
  const closeButtonProps = { 'aria-label': t('close', { ns: 'common' }) };
  const copy = async () => {
    try {
      // Why journaled first when masked: copying shows the whole value as much as 'Revelar' does (issue 19).
      if (isMasked(policy, 'taxId')) await journalReveal({ clientId, field: 'client_doc1' });
      await navigator.clipboard.writeText(compact);
      notifications.show({ message: t('action.copied'), color: 'green', closeButtonProps });
    } catch {
      notifications.show({ message: t('action.copyFailed'), color: 'red', closeButtonProps });
    }
  };
  return (
    <Button
      variant="light"
      leftSection={<CopyIcon />}
      disabled={!compact}
      onClick={() => void copy()}
      data-action="copy-document"
    >
      {t('action.copyDocument')}
    </Button>
  );
}
