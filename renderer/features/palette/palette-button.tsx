import { Button, Kbd } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isMacPlatform, paletteKeys } from './palette-keys.ts';
import { openPalette } from './palette-store.ts';
import { SearchIcon } from '../common/index.ts';

/** The top bar's search button: opens the palette and shows its shortcut, so the mouse teaches the keys. */
export function PaletteButton() {
  const { t } = useTranslation('palette');
  const keys = paletteKeys(isMacPlatform());
  return (
    <Button
      variant="default"
      size="xs"
      leftSection={<SearchIcon size={14} />}
      rightSection={
        <span aria-hidden="true">
          {keys.map((key) => (
            <Kbd key={key} size="xs" mr={2}>
              {key}
            </Kbd>
          ))}
        </span>
      }
      onClick={openPalette}
      // Why a title and no aria-label: the name must hold the visible text (axe); the hint names the keys.
      title={t('openHint', { keys: keys.join('+') })}
      aria-keyshortcuts={isMacPlatform() ? 'Meta+K' : 'Control+K'}
      data-action="open-palette"
    >
      {t('open')}
    </Button>
  );
}
