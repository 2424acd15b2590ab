import { describe, expect, it } from 'vitest';
import { pageCount, paginationItems } from './pagination.ts';

const compact = (current: number, total: number) =>
  paginationItems(current, total).map((item) => ('gap' in item ? '…' : item.current ? `[${item.page}]` : String(item.page)));

describe('paginationItems (C28)', () => {
  it('shows nothing for a single page', () => {
    expect(compact(1, 1)).toEqual([]);
  });

  it('shows short runs in full', () => {
    expect(compact(2, 4)).toEqual(['1', '[2]', '3', '4']);
  });

  it('keeps the first, last and neighbours with gaps between', () => {
    expect(compact(10, 20)).toEqual(['1', '…', '9', '[10]', '11', '…', '20']);
    expect(compact(1, 20)).toEqual(['[1]', '2', '…', '20']);
  });

  it('shows a single hidden page instead of a gap', () => {
    expect(compact(4, 20)).toEqual(['1', '2', '3', '[4]', '5', '…', '20']);
  });
});

describe('pageCount', () => {
  it('rounds up and never goes below one', () => {
    expect(pageCount(0, 36)).toBe(1);
    expect(pageCount(73, 36)).toBe(3);
  });
});
