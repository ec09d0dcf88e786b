import { useEffect } from 'react';
import { desk } from '../../api/desk.ts';

/**
 * Starts the embedded demo service as soon as a screen that leads to it shows (the login screen with the Demo
 * profile chosen): the operator types while it starts, and "Entrar" then waits only for the login itself.
 * Why the answer is not used: the start's progress and outcome (a failure too) reach the page as `demo:status`
 * events, which `useDemoStatus` follows; an answer read here could arrive after a newer event and undo it.
 */
export function usePrepareDemo(): void {
  useEffect(() => {
    void desk.demoPrepare({});
  }, []);
}
