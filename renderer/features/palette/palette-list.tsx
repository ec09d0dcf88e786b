import { Group, Kbd } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDocument } from '../../format/documents.ts';
import { StatusBadge } from '../../grid/status-badge.tsx';
import { isMasked, maskKindOfLogin, maskedText, useMaskingPolicy } from '../../privacy/index.ts';
import type { PaletteClient, PaletteItem, PaletteSection } from './palette-items.ts';
import styles from './palette-list.module.css';

/** What the list shows and does. */
export interface PaletteListProps {
  id: string;
  sections: readonly PaletteSection[];
  activeKey: string | undefined;
  optionId: (item: PaletteItem) => string;
  onHover: (key: string) => void;
  onChoose: (item: PaletteItem) => void;
}

/**
 * The options as an ARIA listbox in labelled groups. The focus stays in the search field (the combobox), which
 * names the active option with aria-activedescendant; the active option is scrolled into view.
 */
export function PaletteList({ id, sections, activeKey, optionId, onHover, onChoose }: PaletteListProps) {
  const { t } = useTranslation('palette');
  useEffect(() => {
    const active = sections.flatMap((section) => section.items).find((item) => item.key === activeKey);
    if (active) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  }, [activeKey, sections, optionId]);
  return (
    <div id={id} role="listbox" aria-label={t('results')} className={styles.list} data-palette-list>
      {sections.map((section) => (
        <div key={section.group} role="group" aria-labelledby={`${id}-${section.group}`} data-group={section.group}>
          <div id={`${id}-${section.group}`} role="presentation" className={styles.heading}>
            {t(`groups.${section.group}`)}
          </div>
          {section.items.map((item) => (
            <div
              key={item.key}
              id={optionId(item)}
              role="option"
              aria-selected={item.key === activeKey}
              className={styles.option}
              data-option={item.type === 'client' ? `client-${item.client.id}` : `command-${item.command.id}`}
              // Why mousedown is stopped: the focus must stay in the search field, which the keyboard uses.
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => item.key !== activeKey && onHover(item.key)}
              onClick={() => onChoose(item)}
            >
              {item.type === 'client' ? (
                <ClientOption client={item.client} />
              ) : (
                <>
                  <span className={styles.name}>{item.command.label}</span>
                  {item.command.keys && <Keys keys={item.command.keys} />}
                </>
              )}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}

function ClientOption({ client }: { client: PaletteClient }) {
  const { t } = useTranslation('palette');
  // Why masked here too: the palette lists clients the operator did not type, and their CPF or a login that is an
  // e-mail or a CPF is personal data the masking policy hides on every screen (everything while it loads).
  const policy = useMaskingPolicy();
  const loginKind = client.login ? maskKindOfLogin(client.login) : undefined;
  const documentText = !client.document
    ? ''
    : isMasked(policy, 'taxId')
      ? maskedText('taxId', client.document)
      : formatDocument(client.document);
  const loginText = !client.login
    ? ''
    : isMasked(policy, loginKind)
      ? maskedText(loginKind, client.login)
      : client.login;
  const details = [
    t('client.code', { code: client.id }),
    documentText,
    loginText ? t('client.login', { login: loginText }) : '',
  ].filter(Boolean);
  return (
    <>
      <span className={styles.main}>
        <span className={styles.name}>{client.name}</span>
        <span className={styles.detail}>{details.join(' · ')}</span>
      </span>
      {client.status !== undefined && (
        <Group gap={4} wrap="nowrap">
          <StatusBadge code={client.status} />
        </Group>
      )}
    </>
  );
}

function Keys({ keys }: { keys: readonly string[] }) {
  return (
    <span className={styles.keys} data-keys={keys.join('+')}>
      {keys.map((key) => (
        <Kbd key={key} size="xs">
          {key}
        </Kbd>
      ))}
    </span>
  );
}
