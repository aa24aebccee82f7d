import { describe, expect, it } from 'vitest';
import { SEARCH_MAX_LENGTH as SERVER_SEARCH_MAX_LENGTH } from '../../../shared/schemas/catalogue';
import { SEARCH_MAX_LENGTH, catalogueHref, parseFilters, serializeFilters } from './filters';

describe('catalogue filters in the address bar', () => {
  it('reads search, category and page', () => {
    expect(parseFilters('?q=tractor&category=2&page=3')).toEqual({ search: 'tractor', categoryId: 2, page: 3 });
  });

  it('falls back to no filter and the first page for missing or malformed values', () => {
    expect(parseFilters('')).toEqual({ search: '', categoryId: undefined, page: 1 });
    expect(parseFilters('category=abc&page=-2')).toEqual({ search: '', categoryId: undefined, page: 1 });
    expect(parseFilters('category=0&page=1.5')).toEqual({ search: '', categoryId: undefined, page: 1 });
  });

  it('caps the search at the length the server accepts', () => {
    expect(SEARCH_MAX_LENGTH).toBe(SERVER_SEARCH_MAX_LENGTH);
  });

  it('trims the search and caps it at 100 characters', () => {
    expect(parseFilters(`q=${encodeURIComponent('  plough  ')}`).search).toBe('plough');
    expect(parseFilters(`q=${'a'.repeat(150)}`).search).toHaveLength(100);
  });

  it('keeps Kannada search text intact through a round trip', () => {
    const filters = { search: 'ಟ್ರ್ಯಾಕ್ಟರ್', categoryId: 1, page: 2 };
    expect(parseFilters(serializeFilters(filters))).toEqual(filters);
  });

  it('leaves defaults out of the link', () => {
    expect(catalogueHref({ search: '', categoryId: undefined, page: 1 })).toBe('/products');
    expect(catalogueHref({ search: 'drip kit', categoryId: undefined, page: 1 })).toBe('/products?q=drip+kit');
  });
});
