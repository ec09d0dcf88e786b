import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { draftValues, sameValues } from './draft-values.ts';
import { readDraft, removeDraft, saveDraft, type Draft, type DraftAddress } from './draft-store.ts';

/** What a form tells its draft keeper. */
export interface FormDraftOptions<V extends FieldValues, Out = V> {
  /** Where the draft is kept; undefined while the profile is not known (nothing is saved then). */
  address: DraftAddress | undefined;
  /** A label a person reads in the restore offer ("Novo cliente: Maria Silva"). */
  label: string;
  form: UseFormReturn<V, unknown, Out>;
  /** Fields never written to storage (passwords). */
  omit?: readonly string[];
  /** Restore the kept draft at once (the user chose "continue" in the app's offer). */
  restoreAtOnce?: boolean;
  /**
   * What every save of this form keeps besides the typed values: a pending draft opened for review stays pending,
   * with its own facts (values under keys that are not fields), so closing the form does not turn it into a plain draft.
   */
  keep?: { pending?: boolean; values?: Record<string, unknown> };
}

/** What the form shows about its draft. */
export interface FormDraft {
  /** A draft found when the form opened, offered for restore until restored or discarded. */
  offered: Draft | undefined;
  restore: () => void;
  discard: () => void;
  /** Forgets the draft after the server confirmed the save; nothing more is saved from this form. */
  clear: () => void;
  /** Stops saving from this form without forgetting anything (its values went into a pending draft). */
  stop: () => void;
}

const saveDelayMs = 400;

/**
 * Keeps a form's typing as a local draft while it differs from the values the form opened with, and
 * offers a draft left by an earlier session for restore. The draft goes only by `clear` or `discard`.
 */
export function useFormDraft<V extends FieldValues, Out = V>({
  address,
  label,
  form,
  omit = [],
  restoreAtOnce = false,
  keep,
}: FormDraftOptions<V, Out>): FormDraft {
  const key = address ? `${address.profileId}|${address.form}|${address.subject}` : undefined;
  const [offered, setOffered] = useState<Draft | undefined>(() =>
    address && !restoreAtOnce ? readDraft(address) : undefined,
  );
  const latest = useRef({ address, label, omit, offered, keep });
  useEffect(() => {
    latest.current = { address, label, omit, offered, keep };
  });
  const cleared = useRef(false);
  const restoredOnce = useRef(false);

  const restoreValues = useCallback(
    (draft: Draft) => {
      // Why keepDefaultValues: the form stays "dirty" against what it opened with, so the close guard still asks.
      // Why only the form's own fields: a pending draft keeps facts of its own beside them (shared/drafts).
      const current = form.getValues();
      const fields = Object.fromEntries(Object.entries(draft.values).filter(([key]) => key in current));
      form.reset({ ...current, ...(fields as Partial<V>) }, { keepDefaultValues: true });
    },
    [form],
  );

  useEffect(() => {
    if (!address || !restoreAtOnce || restoredOnce.current) return;
    restoredOnce.current = true;
    const draft = readDraft(address);
    if (draft) restoreValues(draft);
    // Why key: the address object is rebuilt on every render, its identity is the key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, restoreAtOnce, restoreValues]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = (): void => {
      timer = undefined;
      const { address: at, label: text, omit: secret, offered: waiting, keep: kept } = latest.current;
      // Why not while a draft is offered: saving now would overwrite the older draft before the user chose.
      if (!at || cleared.current || waiting) return;
      const values = draftValues(form.getValues(), secret);
      const opened = draftValues(form.formState.defaultValues ?? {}, secret);
      if (sameValues(values, opened) && !kept?.pending) return;
      saveDraft({
        ...at,
        label: text,
        values: { ...values, ...kept?.values },
        savedAt: Date.now(),
        ...(kept?.pending ? { pending: true } : {}),
      });
    };
    const subscription = form.watch(() => {
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(flush, saveDelayMs);
    });
    // Why also on pagehide: a reload or a closed window must not lose the last 400 ms of typing.
    const onHide = (): void => {
      if (timer !== undefined) flush();
    };
    window.addEventListener('pagehide', onHide);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pagehide', onHide);
      if (timer !== undefined) {
        clearTimeout(timer);
        flush();
      }
    };
  }, [form]);

  return {
    offered,
    restore: () => {
      if (offered) restoreValues(offered);
      setOffered(undefined);
    },
    discard: () => {
      if (address) removeDraft(address);
      setOffered(undefined);
    },
    clear: () => {
      cleared.current = true;
      if (address) removeDraft(address);
      setOffered(undefined);
    },
    stop: () => {
      cleared.current = true;
      setOffered(undefined);
    },
  };
}
