import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Filter } from '../../../shared/filter/model.ts';
import { checkWhere } from './check-where.ts';
import { problemWords } from './problem-words.ts';

/** What the advanced section starts from and applies. */
export interface AdvancedSectionProps {
  /** The `where` JSON text of the current conditions, or the reason they do not make one. */
  initial: { ok: true; text: string } | { ok: false; message: string };
  /** Applies a checked `where` (closing the panel when it worked). */
  onUse: (filter: Filter) => void;
}

/** The `where` JSON that will be sent, editable: pasted JSON is parsed and validated, and a message names what is wrong. */
export function AdvancedSection({ initial, onUse }: AdvancedSectionProps) {
  const { t } = useTranslation('filter-builder');
  const [text, setText] = useState(initial.ok ? initial.text : '');
  const [problem, setProblem] = useState<string>();
  const use = () => {
    const checked = checkWhere(text);
    if (!checked.ok) return setProblem(problemWords(checked.problem, t, checked.place));
    setProblem(undefined);
    onUse(checked.filter);
  };

  return (
    <Stack gap="xs" data-filter-json>
      <Text size="xs" c="dimmed">
        {t('advanced.hint')}
      </Text>
      {!initial.ok && (
        <Alert color="yellow" variant="light" p="xs">
          {t('advanced.notBuilt', { message: initial.message })}
        </Alert>
      )}
      <Textarea
        label={t('advanced.label')}
        name="filter-json"
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        autosize
        minRows={5}
        maxRows={12}
        spellCheck={false}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 12 } }}
        // Why the field's own error: the text box is outlined in red and names what is wrong, in words, under it.
        error={problem ? <span data-json-problem>{t('advanced.problem', { message: problem })}</span> : undefined}
      />
      <Group justify="flex-end">
        <Button size="xs" onClick={use} data-action="use-json">
          {t('advanced.use')}
        </Button>
      </Group>
    </Stack>
  );
}
