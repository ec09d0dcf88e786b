import { Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pendingFactsOf } from '../../../shared/drafts/pending-facts.ts';
import { isDeskError, unwrap } from '../../api/desk-error.ts';
import { desk } from '../../api/desk.ts';
import { openDraft, removeDraft, type Draft } from '../drafts/index.ts';
import { forgetPendingPassword, openRegistration, sendPendingClient } from '../registration/index.ts';
import { wordProblems, shortName, type WordedProblem } from './problem-words.ts';
import { formatKeptAt } from './kept-at.ts';

type RowState =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'checked'; problems: WordedProblem[] }
  | { kind: 'sending' }
  | { kind: 'note'; text: string; review: boolean };

/** One pending draft in the panel: its label, "Conferir", "Enviar" (after a clean check) and "Descartar". */
export function PendingDraftRow({ draft, offline, onLeave }: { draft: Draft; offline: boolean; onLeave: () => void }) {
  const { t, i18n } = useTranslation('offline-drafts');
  const queryClient = useQueryClient();
  const [state, setState] = useState<RowState>({ kind: 'idle' });
  const [confirming, setConfirming] = useState(false);
  const facts = pendingFactsOf(draft.values);
  const company = draft.values.client_type === '1';
  const address = { form: draft.form, subject: draft.subject };

  const fieldLabel = (field: string): string | undefined => {
    const label: unknown = i18n.getResource(i18n.language, 'clients', `field.${field}`);
    return typeof label === 'string' ? label : undefined;
  };

  /** Asks main to check the draft against the server; answers the worded problems, or undefined when it could not. */
  const check = async (): Promise<WordedProblem[] | undefined> => {
    setState({ kind: 'checking' });
    try {
      const { problems } = unwrap(await desk.draftsCheck(address));
      const names = new Map<number, string | undefined>();
      for (const problem of problems)
        if (problem.kind === 'duplicate' && !names.has(problem.clientPk)) {
          const answer = await desk.clientsGet({ client_pk: problem.clientPk });
          names.set(problem.clientPk, answer.ok ? shortName(answer.data.record) : undefined);
        }
      const worded = wordProblems(problems, t, fieldLabel, (pk) => names.get(pk), company);
      setState({ kind: 'checked', problems: worded });
      return worded;
    } catch (error) {
      failed(error);
      return undefined;
    }
  };

  const failed = (error: unknown): void => {
    if (isDeskError(error, 'NETWORK', 'TIMEOUT')) setState({ kind: 'note', text: t('state.noAnswer'), review: false });
    else
      setState({
        kind: 'note',
        text: t('state.refused', { message: error instanceof Error ? error.message : String(error) }),
        review: true,
      });
  };

  // Why check again right before sending: the server may have changed since the clerk's check (another desk
  // registered the same CPF meanwhile); the send goes only on a check with nothing in the way, one click, once.
  const send = async (): Promise<void> => {
    const problems = await check();
    if (!problems || problems.length > 0) return;
    setState({ kind: 'sending' });
    try {
      const outcome = await sendPendingClient(draft.subject, draft.values);
      if (outcome.kind === 'needsForm') {
        setState({ kind: 'note', text: t('state.needsForm'), review: true });
        return;
      }
      removeDraft(draft);
      void queryClient.invalidateQueries({ queryKey: ['clients'] });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
      notifications.show({
        title: t('sent.title'),
        message: t(facts.clientPk === undefined ? 'sent.create' : 'sent.edit', {
          name: outcome.name,
          pk: outcome.clientPk,
        }),
        color: 'green',
      });
    } catch (error) {
      failed(error);
    }
  };

  const review = (): void => {
    onLeave();
    openDraft(draft);
  };
  const busy = state.kind === 'checking' || state.kind === 'sending';
  const clean = state.kind === 'checked' && state.problems.length === 0;
  const sendReason = offline
    ? t('reason.offline')
    : state.kind === 'checked'
      ? t('reason.blocked')
      : t('reason.checkFirst');
  const problems = state.kind === 'checked' ? state.problems : [];

  return (
    <Stack
      gap={4}
      data-pending-draft={draft.subject}
      py={6}
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={500} truncate>
            {draft.label}
          </Text>
          <Text size="xs" c="dimmed">
            {t('panel.savedAt', { when: formatKeptAt(draft.savedAt) })}
          </Text>
        </div>
        <Group gap={4} wrap="nowrap">
          <Tooltip label={t('reason.offline')} disabled={!offline}>
            <Button
              size="xs"
              variant="light"
              disabled={offline || busy}
              loading={state.kind === 'checking'}
              onClick={() => void check()}
              data-action="check-draft"
            >
              {t('action.check')}
            </Button>
          </Tooltip>
          <Tooltip label={sendReason} disabled={clean && !offline}>
            <Button
              size="xs"
              disabled={offline || busy || !clean}
              loading={state.kind === 'sending'}
              onClick={() => void send()}
              data-action="send-draft"
            >
              {t('action.send')}
            </Button>
          </Tooltip>
          <Button
            size="xs"
            variant={confirming ? 'filled' : 'default'}
            color={confirming ? 'red' : undefined}
            disabled={busy}
            onClick={() => {
              if (!confirming) return setConfirming(true);
              forgetPendingPassword(draft.subject);
              removeDraft(draft);
            }}
            onBlur={() => setConfirming(false)}
            data-action="discard-draft"
          >
            {confirming ? t('action.confirmDiscard') : t('action.discard')}
          </Button>
        </Group>
      </Group>
      {state.kind === 'checking' && (
        <Text size="xs" c="dimmed">
          {t('state.checking')}
        </Text>
      )}
      {state.kind === 'sending' && (
        <Text size="xs" c="dimmed">
          {t('state.sending')}
        </Text>
      )}
      {clean && (
        <Text size="xs" c="green.8" data-check="clear">
          {t('state.clear')}
        </Text>
      )}
      {problems.map((problem) => (
        <Group key={problem.text} gap="xs" wrap="nowrap" align="flex-start" data-check="problem">
          <Text size="xs" c="orange.9" style={{ flex: 1 }}>
            {problem.text}
          </Text>
          {problem.openClientPk !== undefined && (
            <Button
              size="compact-xs"
              variant="light"
              onClick={() => {
                onLeave();
                openRegistration({ mode: 'edit', clientPk: problem.openClientPk as number });
              }}
              data-action="open-existing"
            >
              {t('action.openExisting', { pk: problem.openClientPk })}
            </Button>
          )}
          {problem.review && (
            <Button size="compact-xs" variant="light" onClick={review} data-action="review-draft">
              {t('action.review')}
            </Button>
          )}
        </Group>
      ))}
      {state.kind === 'note' && (
        <Group gap="xs" wrap="nowrap" align="flex-start" data-check="note">
          <Text size="xs" c="orange.9" style={{ flex: 1 }}>
            {state.text}
          </Text>
          {state.review && (
            <Button size="compact-xs" variant="light" onClick={review} data-action="review-draft">
              {t('action.review')}
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}
