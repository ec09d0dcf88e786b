import { Alert, Badge, Button, Group, Popover, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newCondition, type BuilderCondition } from './builder-condition.ts';
import { ConditionRow } from './condition-row.tsx';
import { fieldName } from './field-words.ts';
import type { ApplyProblem } from './use-filter-builder.ts';

/** What the builder panel edits and applies. */
export interface FilterBuilderPanelProps {
  applied: readonly BuilderCondition[];
  /** Builds, validates and applies; returns why it did not. */
  onApply: (conditions: readonly BuilderCondition[]) => ApplyProblem | undefined;
  /** The number of clients the applied filter matches, once known. */
  total: number | undefined;
}

/** The "Filtros" button of the grid toolbar, its active-filter badge, and the popover that edits the conditions. */
export function FilterBuilderPanel({ applied, onApply, total }: FilterBuilderPanelProps) {
  const { t } = useTranslation(['filter-builder', 'clients']);
  const [opened, setOpened] = useState(false);
  const [draft, setDraft] = useState<readonly BuilderCondition[]>(applied);
  const [problem, setProblem] = useState<ApplyProblem>();

  const open = () => {
    setDraft(applied.length > 0 ? applied : [newCondition('client_status', 'eq')].map((condition) => ({ ...condition, value: '0' })));
    setProblem(undefined);
    setOpened(true);
  };
  const apply = (conditions: readonly BuilderCondition[]) => {
    const failed = onApply(conditions);
    setProblem(failed);
    if (!failed) setOpened(false);
  };
  const message =
    problem === undefined ? undefined : problem.kind === 'invalid' ? t('problem.invalid', { message: problem.message }) : t(`problem.${problem.problem.key}`, { field: fieldName(t, problem.problem.field) });
  const active = applied.length > 0;

  return (
    <Group gap="xs" wrap="nowrap" style={{ flex: 'none' }}>
      {active && (
        <Badge variant="light" color="blue" size="lg" data-filter-active data-filter-total={total ?? ''} style={{ textTransform: 'none' }}>
          {total === undefined ? t('activeCounting') : t('active', { total: total.toLocaleString('pt-BR') })}
        </Badge>
      )}
      <Popover opened={opened} onChange={setOpened} position="bottom-end" width={720} trapFocus shadow="md" withinPortal>
        <Popover.Target>
          <Button size="sm" variant={active ? 'filled' : 'default'} onClick={() => (opened ? setOpened(false) : open())} data-action="open-filter-builder" aria-expanded={opened}>
            {active ? t('openActive', { count: applied.length }) : t('open')}
          </Button>
        </Popover.Target>
        <Popover.Dropdown data-filter-builder>
          <Stack gap="xs" role="group" aria-label={t('title')}>
            <Text fw={600} size="sm">
              {t('title')}
            </Text>
            {draft.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('empty')}
              </Text>
            )}
            {draft.map((condition, index) => (
              <Stack key={condition.id} gap={4}>
                {index > 0 && (
                  <Text size="xs" fw={700} c="dimmed">
                    {t('and')}
                  </Text>
                )}
                <ConditionRow
                  condition={condition}
                  number={index + 1}
                  onChange={(changed) => setDraft(draft.map((item) => (item.id === changed.id ? changed : item)))}
                  onRemove={() => setDraft(draft.filter((item) => item.id !== condition.id))}
                />
              </Stack>
            ))}
            {message && (
              <Alert color="red" variant="light" p="xs" role="alert" data-filter-problem>
                {message}
              </Alert>
            )}
            <Group justify="space-between">
              <Button size="xs" variant="light" onClick={() => setDraft([...draft, newCondition('client_complete_name', 'contains')])} data-action="add-condition">
                {t('add')}
              </Button>
              <Group gap="xs">
                <Button size="xs" variant="default" onClick={() => apply([])} data-action="clear-filter">
                  {t('clear')}
                </Button>
                <Button size="xs" variant="default" onClick={() => setOpened(false)}>
                  {t('cancel')}
                </Button>
                <Button size="xs" onClick={() => apply(draft)} data-action="apply-filter">
                  {t('apply')}
                </Button>
              </Group>
            </Group>
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Group>
  );
}
