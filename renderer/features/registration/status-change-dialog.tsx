import { Button, Group, List, Modal, Progress, ScrollArea, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientRecord } from '../../../shared/provider/admin-operations.ts';
import { unwrap } from '../../api/desk-error.ts';
import { desk } from '../../api/desk.ts';
import { ErrorState } from '../common/index.ts';
import { useServerNeeded } from '../session/index.ts';
import { clientName } from './client-name.ts';
import { runBulk, type BulkOutcome } from './run-bulk.ts';
import { ToastWithAction } from './toast-with-action.tsx';
import { undoRemove } from './undo-remove.ts';
import {
  activeStatus,
  removedStatus,
  reportStatusChange,
  requestStatusChange,
  type StatusChangeRequest,
} from './status-change-store.ts';

const listedNames = 8;

/** Props of the remove/reactivate dialog. */
export interface StatusChangeDialogProps {
  request: StatusChangeRequest;
  onClose: () => void;
}

/**
 * Confirms a remove or reactivate naming the client(s), then runs it: one client with its result shown,
 * several with a progress bar, a result per row and a stop button; a failure never stops the others.
 */
export function StatusChangeDialog({ request, onClose }: StatusChangeDialogProps) {
  const { t } = useTranslation('registration');
  const queryClient = useQueryClient();
  const { action, clients } = request;
  const [outcomes, setOutcomes] = useState<Array<BulkOutcome<number>> | undefined>();
  const [running, setRunning] = useState(false);
  const stop = useRef(new AbortController());
  const single = clients.length === 1 ? clients[0] : undefined;
  const remove = action === 'remove';
  // Why here too: Delete and Alt+R open this dialog from the grid's keyboard, past the disabled buttons (issue 46).
  const server = useServerNeeded();

  const change = async (client: ClientRecord): Promise<void> => {
    unwrap(await desk.clientsSetRemoved({ client_pk: client.client_pk, cur_client_status: remove ? 0 : 1 }));
    reportStatusChange(client.client_pk, remove ? removedStatus : activeStatus);
  };

  const start = async () => {
    setRunning(true);
    const result = await runBulk(clients, (client) => client.client_pk, change, {
      signal: stop.current.signal,
      onProgress: (list) => setOutcomes([...list]),
    });
    setRunning(false);
    void queryClient.invalidateQueries({ queryKey: ['clients'] });
    void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    if (single && result[0]?.outcome.state === 'done') {
      const text = t(remove ? 'status_change.removed' : 'status_change.reactivated', { name: clientName(single) });
      const id = `status-change-${single.client_pk}`;
      notifications.show({
        id,
        // A removal can be undone from its toast: the client is reactivated (the remove/reactivate pair of the interface).
        message: remove ? (
          <ToastWithAction
            text={text}
            label={t('status_change.undo')}
            onClick={() => {
              notifications.hide(id);
              void undoRemove(single, queryClient, t);
            }}
            action="undo-remove"
          />
        ) : (
          text
        ),
        color: 'green',
        autoClose: remove ? 10_000 : undefined,
      });
      onClose();
    }
  };

  const title = single
    ? t(remove ? 'status_change.removeTitle' : 'status_change.reactivateTitle')
    : t(remove ? 'status_change.removeManyTitle' : 'status_change.reactivateManyTitle', { count: clients.length });
  const finished = outcomes !== undefined && !running;
  const count = (state: string) => outcomes?.filter((item) => item.outcome.state === state).length ?? 0;
  const removedClients = clients.filter((client) =>
    outcomes?.some((item) => item.key === client.client_pk && item.outcome.state === 'done'),
  );
  const singleFailure = single && outcomes?.[0]?.outcome.state === 'failed' ? outcomes[0].outcome : undefined;

  return (
    <Modal
      opened
      onClose={running ? () => undefined : onClose}
      withCloseButton={!running}
      closeOnEscape={!running}
      title={title}
      size={single ? 'md' : 'lg'}
      closeButtonProps={{ 'aria-label': t('close', { ns: 'common' }) }}
    >
      <div data-dialog="status-change" data-action-kind={action}>
        {single ? (
          <Text size="sm">
            {t(remove ? 'status_change.removeText' : 'status_change.reactivateText', {
              name: clientName(single),
              pk: single.client_pk,
            })}
          </Text>
        ) : (
          <>
            <Text size="sm" mb="xs">
              {t(remove ? 'status_change.removeManyText' : 'status_change.reactivateManyText', {
                count: clients.length,
              })}
            </Text>
            {outcomes === undefined && (
              <List size="sm" spacing={2}>
                {clients.slice(0, listedNames).map((client) => (
                  <List.Item key={client.client_pk}>
                    {clientName(client)} (#{client.client_pk})
                  </List.Item>
                ))}
                {clients.length > listedNames && (
                  <List.Item>{t('status_change.andMore', { count: clients.length - listedNames })}</List.Item>
                )}
              </List>
            )}
          </>
        )}
        {singleFailure && singleFailure.state === 'failed' && (
          <div style={{ marginTop: 12 }}>
            <ErrorState error={singleFailure.error} />
          </div>
        )}
        {!single && outcomes !== undefined && (
          <>
            <Progress
              value={(outcomes.length / clients.length) * 100}
              mt="sm"
              aria-label={t('status_change.progress', { done: outcomes.length, total: clients.length })}
            />
            <Text size="xs" mt={4} data-progress>
              {t('status_change.progress', { done: outcomes.length, total: clients.length })}
            </Text>
            <ScrollArea.Autosize mah={260} mt="xs" type="auto">
              <Table striped withTableBorder verticalSpacing={4} fz="sm">
                <Table.Tbody>
                  {clients.map((client) => {
                    const outcome = outcomes.find((item) => item.key === client.client_pk)?.outcome;
                    return (
                      <Table.Tr
                        key={client.client_pk}
                        data-bulk-row={client.client_pk}
                        data-state={outcome?.state ?? 'pending'}
                      >
                        <Table.Td>
                          {clientName(client)} (#{client.client_pk})
                        </Table.Td>
                        <Table.Td
                          c={
                            outcome?.state === 'failed' || outcome?.state === 'done'
                              ? `var(--mantine-color-${outcome.state === 'failed' ? 'red' : 'green'}-light-color)`
                              : 'dimmed'
                          }
                        >
                          {t(`status_change.state.${outcome?.state ?? 'pending'}`)}
                          {outcome?.state === 'failed' ? `: ${outcome.message}` : ''}
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </ScrollArea.Autosize>
            {finished && (
              <Text size="sm" mt="xs" data-summary>
                {t('status_change.summary', {
                  done: count('done'),
                  failed: count('failed'),
                  stopped: count('stopped'),
                })}
              </Text>
            )}
          </>
        )}
        {outcomes === undefined && !running && server.reason && (
          <Text size="sm" c="red.8" mt="sm" data-needs-server>
            {server.reason}
          </Text>
        )}
        <Group justify="flex-end" gap="xs" mt="md">
          {outcomes === undefined && (
            <>
              {/* Why the focus on Cancelar for a removal: Enter pressed by habit must not remove anyone. */}
              <Button variant="default" onClick={onClose} data-action="cancel" data-autofocus={remove || undefined}>
                {t('action.cancel')}
              </Button>
              <Button
                color={remove ? 'red' : 'green'}
                onClick={() => void start()}
                loading={running}
                disabled={server.offline && !running}
                data-action="confirm"
                data-autofocus={remove ? undefined : true}
              >
                {t(remove ? 'status_change.confirmRemove' : 'status_change.confirmReactivate')}
              </Button>
            </>
          )}
          {running && !single && (
            <Button color="orange" variant="light" onClick={() => stop.current.abort()} data-action="stop">
              {t('status_change.stop')}
            </Button>
          )}
          {finished && remove && removedClients.length > 0 && (
            // The many-client "Desfazer": the clients this run removed, offered for reactivation (its own confirmation).
            <Button
              variant="default"
              onClick={() => {
                onClose();
                requestStatusChange('reactivate', removedClients);
              }}
              data-action="undo-remove"
            >
              {t('status_change.undoMany', { count: removedClients.length })}
            </Button>
          )}
          {finished && (
            <Button onClick={onClose} data-action="close">
              {t('status_change.close')}
            </Button>
          )}
        </Group>
      </div>
    </Modal>
  );
}
