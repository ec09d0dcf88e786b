import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Settings } from '../../shared/ipc/contract.ts';
import { changeLanguage } from '../i18n/setup-i18n.ts';

/** Applies the language (i18next and `<html lang>`) and the UI zoom of the settings to the document. */
export function useAppliedSettings(settings: Settings): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    // Why through changeLanguage: only the first language's strings are loaded at start (issue 20).
    if (i18n.language !== settings.language) void changeLanguage(settings.language);
    document.documentElement.lang = settings.language;
  }, [i18n, settings.language]);
  useEffect(() => {
    // Why CSS zoom on the root: it scales every size, the component library's rem and px alike, and
    // portals (dialogs, menus) with it, as the browser's own zoom would.
    document.documentElement.style.zoom = settings.zoom === 1 ? '' : String(settings.zoom);
  }, [settings.zoom]);
}
