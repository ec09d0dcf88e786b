import { Alert, Button, Group, Radio, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMaskingPolicy } from '../../privacy/index.ts';

/** What the choice reports. */
export interface ExportChoiceProps {
  onStart: (unmasked: boolean) => void;
  onCancel: () => void;
}

/**
 * Before an export: says whether the file will hold personal data unmasked and lets the operator choose
 * (masked by default); with masking off on this machine it says the file is unmasked. The choice is journaled.
 */
export function ExportChoice({ onStart, onCancel }: ExportChoiceProps) {
  const { t } = useTranslation('privacy');
  const policy = useMaskingPolicy();
  const [choice, setChoice] = useState<'masked' | 'unmasked'>('masked');
  const maskingOff = !policy.enabled || policy.kinds.length === 0;
  const unmasked = maskingOff || choice === 'unmasked';
  return (
    <Stack gap="sm" data-export-unmasked={unmasked ? 'true' : 'false'}>
      {!maskingOff && (
        <Radio.Group
          label={t('export.content')}
          value={choice}
          onChange={(value) => setChoice(value === 'unmasked' ? 'unmasked' : 'masked')}
          name="export-personal-data"
        >
          <Stack gap={6} mt={6}>
            <Radio value="masked" label={t('export.masked')} data-export-choice="masked" />
            <Radio value="unmasked" label={t('export.unmasked')} data-export-choice="unmasked" />
          </Stack>
        </Radio.Group>
      )}
      <Alert color={unmasked ? 'orange' : 'blue'} data-export-statement={unmasked ? 'unmasked' : 'masked'}>
        {maskingOff ? t('export.maskingOff') : t(unmasked ? 'export.statementUnmasked' : 'export.statementMasked')}
      </Alert>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} data-action="export-choice-cancel">
          {t('export.cancel')}
        </Button>
        <Button onClick={() => onStart(unmasked)} data-action="export-start">
          {t('export.start')}
        </Button>
      </Group>
    </Stack>
  );
}
