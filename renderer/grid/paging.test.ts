import { describe, expect, it } from 'vitest';
import {
  clampPage,
  isPageSize,
  pageAfterResize,
  pageCount,
  pageRowRange,
  pageStart,
  parsePageNumber,
} from './paging.ts';

describe('paging maths', () => {
  it('counts pages, with at least one', () => {
    expect(pageCount(2000, 50)).toBe(40);
    expect(pageCount(2001, 50)).toBe(41);
    expect(pageCount(0, 50)).toBe(1);
    expect(pageCount(-3, 50)).toBe(1);
  });

  it('clamps page numbers to 1…count', () => {
    expect(clampPage(0, 40)).toBe(1);
    expect(clampPage(41, 40)).toBe(40);
    expect(clampPage(3.7, 40)).toBe(3);
    expect(clampPage(Number.NaN, 40)).toBe(1);
    expect(clampPage(5, 0)).toBe(1);
  });

  it('turns a page into the service offset', () => {
    expect(pageStart(1, 50)).toBe(0);
    expect(pageStart(3, 50)).toBe(100);
    expect(pageStart(0, 50)).toBe(0);
  });

  it('names the rows a page shows', () => {
    expect(pageRowRange(2, 50, 2000)).toEqual({ first: 51, last: 100 });
    expect(pageRowRange(41, 50, 2001)).toEqual({ first: 2001, last: 2001 });
    expect(pageRowRange(1, 50, 0)).toEqual({ first: 0, last: 0 });
    expect(pageRowRange(9, 50, 100)).toEqual({ first: 0, last: 0 });
  });

  it('keeps the first row in view when the page size changes', () => {
    expect(pageAfterResize(3, 50, 100)).toBe(2);
    expect(pageAfterResize(2, 100, 25)).toBe(5);
    expect(pageAfterResize(1, 25, 500)).toBe(1);
  });

  it('reads typed page numbers', () => {
    expect(parsePageNumber(' 12 ')).toBe(12);
    expect(parsePageNumber('1.5')).toBeUndefined();
    expect(parsePageNumber('')).toBeUndefined();
    expect(parsePageNumber('-2')).toBeUndefined();
  });

  it('offers only the listed page sizes', () => {
    expect(isPageSize(100)).toBe(true);
    expect(isPageSize(1000)).toBe(true);
    expect(isPageSize(5000)).toBe(false);
    expect(isPageSize('50')).toBe(false);
  });
});
