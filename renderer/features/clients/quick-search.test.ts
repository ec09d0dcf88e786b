import { describe, expect, it } from 'vitest';
import { quickSearchKinds } from './quick-search.ts';

describe('quickSearchKinds', () => {
  it('tells what the box searches by, as the palette does', () => {
    expect(quickSearchKinds('529.982.247-25')).toEqual(['document']);
    expect(quickSearchKinds('12ABC34501DE35')).toEqual(['document']);
    expect(quickSearchKinds('98224')).toEqual(['document', 'code']);
    expect(quickSearchKinds('#42')).toEqual(['code']);
    expect(quickSearchKinds('maria.souza')).toEqual(['login']);
    expect(quickSearchKinds('souza')).toEqual(['login', 'name']);
    expect(quickSearchKinds('silva maria')).toEqual(['name']);
    expect(quickSearchKinds(' ')).toEqual([]);
  });
});
