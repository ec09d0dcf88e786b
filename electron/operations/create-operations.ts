import type { Workspace } from '../session/workspace.ts';
import { adminOperations } from './admin-operations.ts';
import { appOperations, type AppOperationDeps } from './app-operations.ts';
import { customerOperations } from './customer-operations.ts';
import type { Operations } from './operation-types.ts';
import { profileCheckOperation } from './profile-check-operation.ts';

/** Every operation of the contract, built on one workspace. */
export function createOperations(deps: AppOperationDeps & { workspace: Workspace }): Operations {
  return {
    ...appOperations(deps),
    ...profileCheckOperation(deps),
    ...adminOperations(deps.workspace),
    ...customerOperations(deps.workspace),
  };
}
