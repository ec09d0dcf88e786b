import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, SegmentedControl, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isKeyOf } from '../../i18n/is-key-of.ts';
import { supportPriorities } from '../../../shared/provider/client-area-operations.ts';
import { useCloseGuard, DraftBanner, useFormDraft, useReportUnsaved } from '../drafts/index.ts';
import { useCustomerTasks, useOpenSupportOrder } from './customer-queries.ts';
import type { OpenCustomer } from './customer-store.ts';
import { ptBR } from './locales/pt-BR.ts';
import {
  emptySupportOrder,
  supportOrderInput,
  supportOrderSchema,
  type SupportOrderValues,
} from './support-order-schema.ts';

/** The draft form kind of support orders (drafts are kept per profile and customer user name). */
export const supportOrderDraftForm = 'customer-support-order';

/** What the support-order form needs. */
export interface SupportOrderModalProps {
  customer: OpenCustomer;
  /** The signed-in profile (drafts are kept per profile); undefined while it is read. */
  profileId: string | undefined;
  /** Restore the kept draft at once (the user chose to continue it). */
  restoreAtOnce: boolean;
  onClose: () => void;
  onCreated: () => void;
}

/** Opens a support order for the customer: task kind, priority, contact phone and description, kept as a draft while typed. */
export function SupportOrderModal({ customer, profileId, restoreAtOnce, onClose, onCreated }: SupportOrderModalProps) {
  const { t } = useTranslation('customer-area');
  const tasks = useCustomerTasks(customer.customerId);
  const create = useOpenSupportOrder(customer.customerId);
  const form = useForm<SupportOrderValues>({
    resolver: zodResolver(supportOrderSchema),
    defaultValues: emptySupportOrder,
  });
  const draft = useFormDraft({
    address: profileId ? { profileId, form: supportOrderDraftForm, subject: customer.username } : undefined,
    label: t('support.draftLabel', { username: customer.username }),
    form,
    restoreAtOnce,
  });
  const { errors, isDirty } = form.formState;
  // Closing with unsaved changes asks first, as the registration form does.
  const { askClose, guardOpen, guard } = useCloseGuard({ isDirty: () => isDirty, onClose, discardDraft: draft.clear });
  // An update never restarts the app over this form while it has unsaved changes.
  useReportUnsaved('support-order', isDirty);
  const message = (field: keyof SupportOrderValues) => {
    const text = errors[field]?.message;
    if (!text) return undefined;
    return isKeyOf(ptBR.support.error, text) ? t(`support.error.${text}`) : text;
  };
  const submit = form.handleSubmit(async (values) => {
    const created = await create.mutateAsync(supportOrderInput(values)).catch(() => undefined);
    if (!created) return;
    // Why only now: the draft goes once the server confirmed the order, never before.
    draft.clear();
    notifications.show({
      message: t('support.created', { protocol: created.support_protocol ?? created.os_pk }),
      color: 'green',
    });
    onCreated();
    onClose();
  });
  const taskOptions = (tasks.data ?? []).map((task) => ({
    value: String(task.task_pk),
    label: task.task_name ?? String(task.task_pk),
  }));

  return (
    <>
      <Modal
        opened
        onClose={askClose}
        closeOnEscape={!guardOpen}
        closeButtonProps={{ 'aria-label': t('close', { ns: 'common' }) }}
        title={t('support.title', { username: customer.username })}
        size="lg"
        data-dialog="support-order"
      >
        <form onSubmit={(event) => void submit(event)} noValidate data-form="support-order">
          <Stack gap="sm">
            <DraftBanner draft={draft} />
            {tasks.isError && (
              <Alert color="red" title={t('support.tasksFailed')} role="alert">
                {tasks.error.message}
              </Alert>
            )}
            <Controller
              control={form.control}
              name="task_pk"
              render={({ field }) => (
                <Select
                  label={t('support.task')}
                  placeholder={t('support.taskPlaceholder')}
                  data={taskOptions}
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  error={message('task_pk')}
                  withAsterisk
                  searchable
                  disabled={tasks.isPending}
                  data-autofocus
                  data-field="task_pk"
                />
              )}
            />
            <Controller
              control={form.control}
              name="priority"
              render={({ field }) => (
                <Stack gap={4}>
                  <Text size="sm" fw={500} id="support-priority-label">
                    {t('support.priority')}
                  </Text>
                  <SegmentedControl
                    aria-labelledby="support-priority-label"
                    data={supportPriorities.map((priority) => ({
                      value: String(priority),
                      label: t(`code.priority.${priority}`),
                    }))}
                    value={field.value}
                    onChange={field.onChange}
                    data-field="priority"
                  />
                  {message('priority') && (
                    <Text size="xs" c="var(--mantine-color-error)">
                      {message('priority')}
                    </Text>
                  )}
                </Stack>
              )}
            />
            <TextInput
              label={t('support.phone')}
              description={t('support.phoneHint')}
              withAsterisk
              inputMode="tel"
              autoComplete="tel"
              error={message('phone')}
              {...form.register('phone')}
            />
            <Textarea
              label={t('support.description')}
              description={t('support.descriptionHint')}
              withAsterisk
              autosize
              minRows={4}
              maxRows={10}
              error={message('os_obs')}
              {...form.register('os_obs')}
            />
            {create.isError && (
              <Alert
                color="red"
                title={t('support.failed')}
                role="alert"
                data-error-code={'code' in create.error ? String(create.error.code) : 'unknown'}
              >
                {create.error.message}
              </Alert>
            )}
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={askClose} data-action="cancel">
                {t('cancel', { ns: 'common' })}
              </Button>
              <Button type="submit" loading={create.isPending}>
                {t('support.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      {guard}
    </>
  );
}
