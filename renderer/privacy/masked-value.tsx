import { Button, Text } from '@mantine/core';
import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isRevealShortcut } from './reveal-keys.ts';
import { usePersonalValue, type PersonalValueInput } from './use-personal-value.ts';

/** A personal value with its label, for the reveal button's accessible name. */
export interface MaskedValueProps extends PersonalValueInput {
  /** The field's name as the user reads it ("CPF/CNPJ"): the button is "Revelar CPF/CNPJ". */
  label: string;
  /** Shown when the value is empty. */
  empty?: ReactNode;
}

/**
 * A personal value, masked under the policy, with a "Revelar" button (and Alt+V with the focus on it) that shows it
 * whole for this record once the reveal is journaled. Exported for the grid's detail panel, the card and the palette.
 */
export function MaskedValue({ label, empty, ...input }: MaskedValueProps) {
  const { t } = useTranslation('privacy');
  const value = usePersonalValue(input);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!value.masked || !value.canReveal || !isRevealShortcut(event)) return;
    event.preventDefault();
    event.stopPropagation();
    void value.reveal();
  };
  if (value.text === '') return <>{empty ?? null}</>;
  return (
    <span
      data-personal-field={input.field}
      data-masked={value.masked ? 'true' : 'false'}
      onKeyDown={onKeyDown}
      style={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 6, maxWidth: '100%' }}
    >
      <span data-personal-text style={{ whiteSpace: 'inherit', overflowWrap: 'anywhere' }}>
        {value.text}
      </span>
      {value.masked && value.canReveal && (
        <Button
          size="compact-xs"
          variant="subtle"
          onClick={() => void value.reveal()}
          loading={value.revealing}
          aria-label={t('revealField', { field: label })}
          title={t('revealHint')}
          aria-keyshortcuts="Alt+V"
          data-action="reveal"
        >
          {t('reveal')}
        </Button>
      )}
      {value.error !== undefined && (
        <Text span size="xs" c="red" role="alert" data-reveal-error>
          {t('revealFailed', { message: value.error })}
        </Text>
      )}
    </span>
  );
}
