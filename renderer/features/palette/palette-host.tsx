import { Modal } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PaletteBody } from './palette-body.tsx';
import { isMacPlatform, isPaletteShortcut } from './palette-keys.ts';
import { closePalette, openPalette, usePaletteState } from './palette-store.ts';

/**
 * The command palette, mounted once with the signed-in app: Ctrl+K (Cmd+K on macOS) opens it from anywhere,
 * even from a text field. Its body mounts only while open, so each opening starts empty.
 */
export function PaletteHost() {
  const { t } = useTranslation('palette');
  const { open, returnFocus } = usePaletteState();
  useEffect(() => {
    const mac = isMacPlatform();
    const onKey = (event: KeyboardEvent): void => {
      if (!isPaletteShortcut(event, mac)) return;
      // Why preventDefault: in browser mode Ctrl+K would move the focus to the browser's own search.
      event.preventDefault();
      openPalette();
    };
    // Why the capture phase: a screen that handles its own keys (the grid, a form) must not swallow Ctrl+K.
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, []);
  return (
    <Modal.Root
      opened={open}
      onClose={() => closePalette()}
      returnFocus={returnFocus}
      size="lg"
      yOffset="12vh"
      // Why no transition: the dialog is drawn in the first frame after the keystroke, and so is what is typed.
      transitionProps={{ duration: 0 }}
    >
      <Modal.Overlay />
      <Modal.Content aria-label={t('title')} data-palette>
        <PaletteBody />
      </Modal.Content>
    </Modal.Root>
  );
}
