import { Alert, Button, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { desk } from '../../api/desk.ts';
import { unwrap } from '../../api/desk-error.ts';
import { CopyIcon } from '../common/index.ts';

/** Copies the diagnostics (`app:diagnostics`) to the clipboard; shows the text to copy by hand when that is refused. */
export function DiagnosticsButton() {
  const { t } = useTranslation('settings');
  const copy = useMutation({
    mutationFn: async () => {
      const { text } = unwrap(await desk.appDiagnostics({}));
      try {
        await navigator.clipboard.writeText(text);
        return { text, copied: true };
      } catch {
        // Why not an error: the text is there; the page shows it to copy by hand.
        return { text, copied: false };
      }
    },
    onSuccess: ({ copied }) => {
      if (copied) notifications.show({ color: 'green', message: t('copied') });
    },
  });
  return (
    <Stack gap="xs" align="flex-start">
      <Button
        variant="default"
        leftSection={<CopyIcon />}
        onClick={() => copy.mutate()}
        loading={copy.isPending}
        data-action="copy-diagnostics"
      >
        {t('copyDiagnostics')}
      </Button>
      {copy.isError ? (
        <Alert color="red" role="alert">
          {copy.error.message}
        </Alert>
      ) : null}
      {copy.data && !copy.data.copied ? (
        <>
          <Alert color="yellow">{t('copyFailed')}</Alert>
          <Textarea label={t('diagnosticsText')} value={copy.data.text} readOnly autosize minRows={4} w="100%" />
        </>
      ) : null}
    </Stack>
  );
}
