import { describe, expect, it } from 'vitest';
import { loadPlan, loadScenarios } from './load-scenarios.ts';

const formOf = (body: string | undefined): Record<string, string> =>
  Object.fromEntries(new URLSearchParams(body ?? ''));

describe('loadPlan', () => {
  it('drives every scenario at 10 and 50 connections, 10 s each in full and 5 s with --quick', () => {
    expect(loadPlan(false)).toMatchObject({ connections: [10, 50], durationSeconds: 10 });
    expect(loadPlan(true)).toMatchObject({ connections: [10, 50], durationSeconds: 5 });
    expect(loadPlan(true).warmupSeconds).toBeLessThan(loadPlan(true).durationSeconds);
  });
});

describe('loadScenarios', () => {
  const scenarios = loadScenarios('admin_ctl', '12345678909');

  it('asks for 50-row client pages, a name ILIKE filter and the dashboard, form-encoded under the admin prefix', () => {
    expect(scenarios.map((scenario) => scenario.id)).toEqual(['page', 'name-ilike', 'dashboard', 'mix']);
    for (const request of scenarios.flatMap((scenario) => scenario.requests)) {
      expect(request.method).toBe('POST');
      expect(request.path.startsWith('/admin_ctl/')).toBe(true);
    }
    const [page, byName, dashboard] = scenarios;
    expect(formOf(page?.requests[0]?.body)).toEqual({ start: '0', limit: '50' });
    expect(JSON.parse(formOf(byName?.requests[0]?.body).where ?? '[]')).toEqual([
      { field: 'client_complete_name', oper: 10, value: '%silva%' },
    ]);
    expect(dashboard?.requests[0]?.path).toBe('/admin_ctl/dashboard/info');
  });

  it('mixes the page, the name filter, a CPF search, the second page and the dashboard', () => {
    const mix = scenarios.at(-1);
    expect(mix?.requests).toHaveLength(5);
    const forms = mix?.requests.map((request) => formOf(request.body)) ?? [];
    expect(forms.some((form) => form.where?.includes('"client_doc1"') && form.where.includes('12345678909'))).toBe(
      true,
    );
    expect(forms.some((form) => form.start === '50')).toBe(true);
  });
});
