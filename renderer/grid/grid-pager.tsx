import { ActionIcon, Button, Group, NativeSelect, Text, TextInput } from '@mantine/core';
import { memo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../format/money.ts';
import styles from './grid.module.css';
import { clampPage, pageCount, pageRowRange, pageSizes, parsePageNumber } from './paging.ts';

/** What the pager shows and changes. */
export interface GridPagerProps {
  page: number;
  pageSize: number;
  /** Undefined until the first page answered. */
  total: number | undefined;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}

/** Paging controls: rows per page, which rows are shown of how many, first/previous/next/last and go to page; memoised, so a filter applied (same total, same page) does not render it. */
export const GridPager = memo(function GridPager({ page, pageSize, total, onPage, onPageSize }: GridPagerProps) {
  const { t, i18n } = useTranslation('grid');
  const [typed, setTyped] = useState('');
  const count = pageCount(total ?? 0, pageSize);
  const range = pageRowRange(page, pageSize, total ?? 0);
  const fmt = (value: number) => formatCount(value, i18n.language);
  const go = (event: FormEvent) => {
    event.preventDefault();
    const wanted = parsePageNumber(typed);
    if (wanted !== undefined) onPage(clampPage(wanted, count));
    setTyped('');
  };
  const nav = (label: string, glyph: string, target: number, disabled: boolean, name: string) => (
    <ActionIcon
      variant="default"
      size="md"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={() => onPage(target)}
      data-pager={name}
    >
      <span aria-hidden="true">{glyph}</span>
    </ActionIcon>
  );

  return (
    <Group component="nav" aria-label={t('pager.label')} justify="space-between" gap="sm" wrap="nowrap" data-pager-bar>
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" className={styles.muted} component="label" htmlFor="clients-page-size">
          {t('pager.pageSize')}
        </Text>
        <NativeSelect
          id="clients-page-size"
          data={pageSizes.map((size) => String(size))}
          value={String(pageSize)}
          onChange={(event) => onPageSize(Number(event.currentTarget.value))}
          w={72}
          name="page-size"
        />
        <Text size="sm" fw={500} ml="sm" aria-live="polite" data-pager-rows data-total={total ?? ''}>
          {total === undefined
            ? ''
            : range.first === 0
              ? t('pager.noRows')
              : t('pager.rows', { first: fmt(range.first), last: fmt(range.last), total: fmt(total) })}
        </Text>
      </Group>
      <Group gap={4} wrap="nowrap">
        {nav(t('pager.first'), '«', 1, page <= 1, 'first')}
        {nav(t('pager.previous'), '‹', page - 1, page <= 1, 'previous')}
        <Text size="sm" px="xs" data-pager-page={page} data-page-count={count} style={{ whiteSpace: 'nowrap' }}>
          {t('pager.page', { page: fmt(page), pages: fmt(count) })}
        </Text>
        {nav(t('pager.next'), '›', page + 1, page >= count, 'next')}
        {nav(t('pager.last'), '»', count, page >= count, 'last')}
        <form onSubmit={go} style={{ display: 'flex', gap: 4, marginLeft: 8 }}>
          <TextInput
            aria-label={t('pager.goTo')}
            placeholder={t('pager.goTo')}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            // Why this wide: the placeholder (“Ir para a página”) must read whole.
            w={140}
            inputMode="numeric"
            name="go-to-page"
          />
          <Button type="submit" variant="default" disabled={parsePageNumber(typed) === undefined}>
            {t('pager.go')}
          </Button>
        </form>
      </Group>
    </Group>
  );
});
