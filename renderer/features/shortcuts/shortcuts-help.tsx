import { Kbd, Modal, Table, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeskEvent } from '../../api/use-desk-event.ts';
import { useRoute } from '../../router/router.ts';
import { useShortcutsHelpOpen } from './help-open-store.ts';
import { routeOfShortcut, shortcutGroups } from './shortcut-list.ts';

/** The keyboard shortcuts dialog (F1, Ctrl+/ or Help ▸ Keyboard shortcuts) and the Alt+digit navigation. */
export function ShortcutsHelp() {
  const { t } = useTranslation('shortcuts');
  const { t: privacyText } = useTranslation('privacy');
  const [open, setOpen] = useShortcutsHelpOpen();
  const [, navigate] = useRoute();
  useDeskEvent('ui:command', ({ command }) => {
    if (command === 'show-shortcuts') setOpen(true);
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      if (event.key === 'F1' || ((event.ctrlKey || event.metaKey) && event.key === '/')) {
        // Why preventDefault: F1 would open the browser's own help in browser mode.
        event.preventDefault();
        setOpen(true);
        return;
      }
      const route = routeOfShortcut(event);
      if (route) {
        event.preventDefault();
        navigate(route);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [navigate, setOpen]);
  return (
    <Modal
      opened={open}
      onClose={() => setOpen(false)}
      title={t('title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      {shortcutGroups.map((group) => (
        <div key={group.title}>
          <Text fw={600} size="sm" mt="sm" mb={4}>
            {t(`groups.${group.title}`)}
          </Text>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={160}>{t('keys')}</Table.Th>
                <Table.Th>{t('action')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {group.shortcuts.map((shortcut) => (
                <Table.Tr key={`${shortcut.keys.join('+')}-${shortcut.action}`}>
                  <Table.Td>
                    {shortcut.keys.map((key, index) => (
                      <span key={key}>
                        {index > 0 ? ' + ' : ''}
                        <Kbd size="xs">{key === 'Space' ? t('keyNames.Space') : key}</Kbd>
                      </span>
                    ))}
                  </Table.Td>
                  <Table.Td>
                    {shortcut.from === 'privacy' ? privacyText('shortcut.reveal') : t(`actions.${shortcut.action}`)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      ))}
    </Modal>
  );
}
