import { Box, Text, TextInput } from '@mantine/core';
import { useEffect, useEffectEvent, useId, useLayoutEffect, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { openClientCard, useRecentClients } from '../client-card/index.ts';
import { searchMaxLength as paletteMaxLength } from '../../../shared/search/search-rule.ts';
import { PaletteList } from './palette-list.tsx';
import { paletteSections, type PaletteItem } from './palette-items.ts';
import { usePaletteCommands } from './palette-commands.ts';
import { closePalette } from './palette-store.ts';
import { PaletteStatus } from './palette-status.tsx';
import { usePaletteSearch } from './use-palette-search.ts';
import { SearchIcon } from '../common/index.ts';

/** The palette's search field (an ARIA combobox), what it found (a listbox in groups) and a status line. */
export function PaletteBody() {
  const { t } = useTranslation('palette');
  const listId = useId();
  const [text, setText] = useState('');
  const [activeKey, setActiveKey] = useState<string>();
  // Why: Enter pressed before the answer came (a CPF typed and Enter at once) opens the first client when it comes.
  const [enterPending, setEnterPending] = useState(false);
  const recent = useRecentClients();
  const commands = usePaletteCommands();
  const search = usePaletteSearch(text);
  const sections = paletteSections({ text, recent, results: search.results, commands });
  const items = sections.flatMap((section) => section.items);
  const active = items.find((item) => item.key === activeKey) ?? items[0];
  const optionId = (item: PaletteItem) => `${listId}-${item.key}`;

  useLayoutEffect(() => {
    // Why a frame and a task later: the mark then falls after the browser has drawn the dialog, which is what the user sees.
    requestAnimationFrame(() => setTimeout(() => performance.mark('palette:painted'), 0));
  }, []);

  const choose = (item: PaletteItem): void => {
    closePalette(false);
    // Why the search's record: the card paints its header at once and opens the client's area (or asks for its
    // password) without waiting for its own read of the client, which follows behind it.
    if (item.type === 'client')
      openClientCard({ id: item.client.id, name: item.client.name, record: item.client.record });
    else item.command.run();
  };

  const openFirstAnswer = useEffectEvent(() => {
    setEnterPending(false);
    if (items[0]) choose(items[0]);
  });
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- Why: the answer the Enter waited for comes from outside React (the server).
    if (enterPending && !search.pending) openFirstAnswer();
  }, [enterPending, search.pending]);

  const move = (step: number): void => {
    if (items.length === 0) return;
    const index = active ? items.indexOf(active) : -1;
    const next = items[(index + step + items.length) % items.length];
    setActiveKey(next?.key);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Home' && event.ctrlKey) {
      event.preventDefault();
      setActiveKey(items[0]?.key);
    } else if (event.key === 'End' && event.ctrlKey) {
      event.preventDefault();
      setActiveKey(items.at(-1)?.key);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      // Enter acts on what is shown; with nothing shown yet while a search runs, on its first answer.
      if (active) choose(active);
      else if (search.pending) setEnterPending(true);
    }
  };

  return (
    <Box p="sm" data-palette-body>
      <TextInput
        data-autofocus
        value={text}
        maxLength={paletteMaxLength}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setActiveKey(undefined);
          setEnterPending(false);
        }}
        onKeyDown={onKeyDown}
        placeholder={t('placeholder')}
        leftSection={<SearchIcon />}
        size="md"
        role="combobox"
        aria-label={t('input')}
        aria-expanded={items.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        data-palette-input
      />
      <PaletteStatus text={text} search={search} sections={sections} />
      <PaletteList
        id={listId}
        sections={sections}
        activeKey={active?.key}
        optionId={optionId}
        onHover={setActiveKey}
        onChoose={choose}
      />
      <Text size="xs" c="dimmed" mt="xs" aria-hidden="true">
        {t('footer')}
      </Text>
    </Box>
  );
}
