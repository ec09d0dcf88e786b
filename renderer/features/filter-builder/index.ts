// The filter-builder feature's public surface: the app and other features import only this file (lint: import-x/no-restricted-paths).
export { combineFilters } from './combine-filters.ts';
export { FilterActiveBadge } from './filter-active-badge.tsx';
export { FilterBuilderPanel } from './filter-builder-panel.tsx';
export { FilterChips } from './filter-chips.tsx';
export { showClientsFiltered } from './filter-request.ts';
export { openFilterBuilder } from './open-request.ts';
export { useFilterBuilder } from './use-filter-builder.ts';
