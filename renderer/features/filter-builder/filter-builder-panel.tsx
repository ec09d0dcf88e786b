import { Alert, Button, Group, Popover, Stack, Tabs, Text } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { memo, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { encodeWhere } from '../../../shared/filter/codec.ts';
import { clientColumns } from '../../../shared/filter/columns.ts';
import type { Filter } from '../../../shared/filter/model.ts';
import { AdvancedSection } from './advanced-section.tsx';
import { newCondition, type BuilderCondition } from './builder-condition.ts';
import { takeOpenRequest, useOpenRequested } from './open-request.ts';
import { conditionsToWhere } from './condition-to-where.ts';
import { ConditionRow } from './condition-row.tsx';
import { CustomRow } from './custom-row.tsx';
import { fieldName } from './field-words.ts';
import { SavedFiltersSection } from './saved-filters-section.tsx';
import type { ApplyProblem } from './use-filter-builder.ts';
import { whereToConditions } from './where-to-conditions.ts';
import { problemWords } from './problem-words.ts';

/** What the builder panel edits and applies. */
export interface FilterBuilderPanelProps {
  applied: readonly BuilderCondition[];
  /** Builds, validates and applies; returns why it did not. */
  onApply: (conditions: readonly BuilderCondition[]) => ApplyProblem | undefined;
}

/**
 * The "Filtros" button of the grid toolbar and the popover that edits the conditions. Memoised: its props
 * change only when a filter is applied, so the grid's answers and selections do not render it again.
 */
export const FilterBuilderPanel = memo(function FilterBuilderPanel({ applied, onApply }: FilterBuilderPanelProps) {
  const { t } = useTranslation(['filter-builder', 'clients']);
  const [opened, setOpened] = useState(false);
  const [draft, setDraft] = useState<readonly BuilderCondition[]>(applied);
  const [problem, setProblem] = useState<ApplyProblem>();
  const [tab, setTab] = useState<string | null>('conditions');

  const open = () => {
    setTab('conditions');
    setDraft(
      applied.length > 0
        ? applied
        : [newCondition('client_status', 'eq')].map((condition) => ({ ...condition, value: '0' })),
    );
    setProblem(undefined);
    setOpened(true);
  };
  const apply = (conditions: readonly BuilderCondition[]) => {
    const failed = onApply(conditions);
    setProblem(failed);
    // Why at once and not in a transition: the grid's query is already on its way (useGridParams starts it
    // before any render), so the panel's closing renders while the service works; as a transition it was put
    // off until the answer came, and then held the grid's new rows back.
    if (!failed) setOpened(false);
    else setTab('conditions');
  };
  const applyWhere = (filter: Filter) => {
    const conditions = whereToConditions(filter);
    setDraft(conditions);
    apply(conditions);
  };
  const openRequested = useOpenRequested();
  useEffect(() => {
    if (!openRequested) return;
    takeOpenRequest();
    open();
  });
  // Why no ignored tags: Ctrl+Enter must apply while the cursor is still in a value field.
  useHotkeys(
    [
      ['mod+shift+F', () => (opened ? setOpened(false) : open())],
      ['mod+Enter', () => opened && apply(draft)],
    ],
    [],
  );
  const describe = (failed: ApplyProblem): string =>
    failed.kind === 'invalid'
      ? t('problem.invalid', { message: problemWords(failed.problem, t) })
      : t(`problem.${failed.problem.key}`, { field: fieldName(t, failed.problem.field) });
  const message = problem === undefined ? undefined : describe(problem);
  const built = conditionsToWhere(draft, clientColumns);
  const current = built.ok
    ? ({ ok: true, filter: built.filter } as const)
    : ({ ok: false, message: describe({ kind: 'builder', problem: built.problem }) } as const);
  const active = applied.length > 0;

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={720}
      trapFocus
      shadow="md"
      withinPortal
      // Why no exit fade: a closing panel animates frame after frame while the grid's answer comes in, and
      // its last step (the panel leaving the page) landed just when the new rows were to be drawn.
      transitionProps={{ transition: 'fade', duration: 150, exitDuration: 0 }}
    >
      <Popover.Target>
        <Button
          size="sm"
          variant={active ? 'filled' : 'default'}
          onClick={() => (opened ? setOpened(false) : open())}
          data-action="open-filter-builder"
          aria-expanded={opened}
        >
          {active ? t('openActive', { count: applied.length }) : t('open')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown data-filter-builder>
        <Stack gap="xs" role="group" aria-label={t('title')}>
          <Text fw={600} size="sm">
            {t('title')}
          </Text>
          <Tabs value={tab} onChange={setTab} keepMounted={false}>
            <Tabs.List aria-label={t('tabs.label')}>
              <Tabs.Tab value="conditions" data-tab="conditions">
                {t('tabs.conditions')}
              </Tabs.Tab>
              <Tabs.Tab value="saved" data-tab="saved">
                {t('tabs.saved')}
              </Tabs.Tab>
              <Tabs.Tab value="advanced" data-tab="advanced">
                {t('tabs.advanced')}
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="saved" pt="xs">
              <SavedFiltersSection current={current} onLoad={applyWhere} />
            </Tabs.Panel>
            <Tabs.Panel value="advanced" pt="xs">
              <AdvancedSection
                initial={current.ok ? { ok: true, text: encodeWhere(current.filter) } : current}
                onUse={applyWhere}
              />
            </Tabs.Panel>
            <Tabs.Panel value="conditions" pt="xs">
              <Stack gap="xs">
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
                    {condition.where ? (
                      <CustomRow
                        where={condition.where}
                        number={index + 1}
                        onRemove={() => setDraft(draft.filter((item) => item.id !== condition.id))}
                      />
                    ) : (
                      <ConditionRow
                        condition={condition}
                        number={index + 1}
                        onChange={(changed) => setDraft(draft.map((item) => (item.id === changed.id ? changed : item)))}
                        onRemove={() => setDraft(draft.filter((item) => item.id !== condition.id))}
                      />
                    )}
                  </Stack>
                ))}
                {message && (
                  <Alert color="red" variant="light" p="xs" role="alert" data-filter-problem>
                    {message}
                  </Alert>
                )}
                <Group justify="space-between">
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => setDraft([...draft, newCondition('client_complete_name', 'contains')])}
                    data-action="add-condition"
                  >
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
            </Tabs.Panel>
          </Tabs>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
});
