import { useEffect } from 'react';
import { desk } from '../../api/desk.ts';

// Which open forms have unsaved changes. Main is told only when the page goes from "nothing unsaved"
// to "something unsaved" and back, so an update never restarts the app over a half-filled form.

const dirtySources = new Set<string>();

/** Marks one form (by a name unique on the page) as having, or no longer having, unsaved changes. */
export function markUnsaved(source: string, dirty: boolean): void {
  const before = dirtySources.size > 0;
  if (dirty) dirtySources.add(source);
  else dirtySources.delete(source);
  const after = dirtySources.size > 0;
  if (before !== after) void desk.appSetDirty({ dirty: after });
}

/** Whether any form of the page has unsaved changes. */
export function hasUnsavedChanges(): boolean {
  return dirtySources.size > 0;
}

/** Reports a form's unsaved changes while it is mounted (e.g. `useReportUnsaved('client-form', form.formState.isDirty)`). */
export function useReportUnsaved(source: string, dirty: boolean): void {
  useEffect(() => {
    markUnsaved(source, dirty);
    return () => markUnsaved(source, false);
  }, [source, dirty]);
}
