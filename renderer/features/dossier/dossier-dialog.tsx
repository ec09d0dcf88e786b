import { Alert, Button, Group, Loader, Modal, Progress, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientRecord } from '../../../shared/provider/admin-operations.ts';
import { OpenCustomerForm, useCustomerArea, useOpenCustomer } from '../customer-area/index.ts';
import { areaChoice, gatherArea, type AreaChoice } from './area-choice.ts';
import { dossierSteps, type DossierProgress } from './gather-dossier.ts';
import { dossierClientName } from './sheet-content.ts';
import { useDossier, type DossierState } from './use-dossier.ts';

/** The dossier dialog of one client: what goes in, the client area's password when needed, then progress and the files. */
export function DossierDialog({
  record,
  areaOpening,
  onClose,
}: {
  record: ClientRecord;
  areaOpening: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('dossier');
  const { state, start, cancel } = useDossier(record.client_pk);
  const area = useCustomerArea();
  const choice = areaChoice(record.client_username ?? '', area.customers, area.expired);
  const running = state.kind === 'running';
  return (
    <Modal
      opened
      onClose={running ? cancel : onClose}
      title={t('title')}
      size="lg"
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': running ? t('cancel') : t('close') }}
    >
      <div data-dossier-dialog={state.kind} data-dossier-area={choice.kind}>
        {state.kind === 'ready' && (
          <Ready
            record={record}
            choice={choice}
            areaOpening={areaOpening}
            onStart={(chosen) => start(gatherArea(chosen))}
          />
        )}
        {state.kind === 'running' && <Running progress={state.progress} />}
        <Outcome state={state} />
        {state.kind !== 'ready' && (
          <Group justify="flex-end" mt="md">
            {running ? (
              <Button variant="default" onClick={cancel} data-action="dossier-cancel">
                {t('cancel')}
              </Button>
            ) : (
              <Button onClick={onClose} data-action="dossier-close">
                {t('close')}
              </Button>
            )}
          </Group>
        )}
      </div>
    </Modal>
  );
}

function Ready({
  record,
  choice,
  areaOpening,
  onStart,
}: {
  record: ClientRecord;
  choice: AreaChoice;
  areaOpening: boolean;
  onStart: (choice: AreaChoice) => void;
}) {
  const { t } = useTranslation('dossier');
  const name = dossierClientName(record);
  const opener = useOpenCustomer();
  const tried = useRef(false);
  const { mutate } = opener;
  // Why try once: main may hold the client-area password (sent in the record); the page never sees it.
  // Why not while the card opens it: two sessions of one customer would be opened at once.
  const background = choice.kind === 'closed' && record.client_password_known === true && !areaOpening;
  useEffect(() => {
    if (!background || tried.current) return;
    tried.current = true;
    mutate({ username: choice.kind === 'closed' ? choice.username : '', clientPk: record.client_pk, label: name });
  }, [background, choice, mutate, record.client_pk, name]);
  const opening = choice.kind === 'closed' && (areaOpening || (background && opener.isPending));
  const asking = choice.kind === 'closed' && !opening;
  return (
    <Stack gap="sm">
      <Text size="sm">{t('intro', { name })}</Text>
      {choice.kind === 'no-username' && <Alert color="yellow">{t('area.noUsername')}</Alert>}
      {choice.kind === 'open' && <Alert color="green">{t('area.open')}</Alert>}
      {opening && (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm">{t('area.opening')}</Text>
        </Group>
      )}
      {asking && choice.kind === 'closed' && (
        <>
          <Text size="sm">{t('area.ask')}</Text>
          <OpenCustomerForm
            username={choice.username}
            clientPk={record.client_pk}
            label={name}
            onOpened={() => undefined}
          />
        </>
      )}
      <Group justify="flex-end" mt="xs">
        {choice.kind === 'closed' ? (
          <Button variant="default" onClick={() => onStart(choice)} data-action="dossier-start-without-area">
            {t('startWithoutArea')}
          </Button>
        ) : (
          <Button onClick={() => onStart(choice)} data-action="dossier-start" data-autofocus>
            {t('start')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

function Running({ progress }: { progress: DossierProgress }) {
  const { t } = useTranslation('dossier');
  const index = dossierSteps.indexOf(progress.step);
  const within = progress.pages ? Math.min(1, progress.page / progress.pages) : 0;
  const percent = Math.round(((index + within) / dossierSteps.length) * 100);
  const stepText = t('progress', { step: index + 1, steps: dossierSteps.length });
  const pagesText =
    progress.pages && progress.step !== 'record' ? t('pages', { page: progress.page, pages: progress.pages }) : '';
  return (
    <Stack gap={4} data-dossier-step={progress.step} data-dossier-page={progress.page}>
      <Text size="sm">{t(`step.${progress.step}`)}</Text>
      <Progress value={percent} size="lg" animated aria-label={`${t(`step.${progress.step}`)} · ${stepText}`} />
      <Text size="xs" aria-live="polite">
        {[stepText, pagesText].filter(Boolean).join(' · ')}
      </Text>
    </Stack>
  );
}

function Outcome({ state }: { state: DossierState }) {
  const { t } = useTranslation('dossier');
  if (state.kind === 'done')
    return (
      <Alert color="green" data-dossier-files={state.files.join(' ')}>
        {t('done', { files: state.files.join(', ') })}
      </Alert>
    );
  if (state.kind === 'failed')
    return (
      <Alert color="red" title={t('failed')} role="alert">
        {state.message}
      </Alert>
    );
  if (state.kind === 'cancelled') return <Alert color="gray">{t('cancelled')}</Alert>;
  return null;
}
