import { describe, expect, it } from 'vitest';
import { loginPathFor, safeNextPath } from './safe-next';

describe('safeNextPath', () => {
  it.each([
    ['/orders', '/orders'],
    ['/checkout?step=2', '/checkout?step=2'],
    ['/products/4#rent', '/products/4#rent'],
    ['/ಕನ್ನಡ', '/%E0%B2%95%E0%B2%A8%E0%B3%8D%E0%B2%A8%E0%B2%A1'],
  ])('keeps the site path %s', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['orders'],
    ['https://evil.example/'],
    ['//evil.example/orders'],
    ['/\\evil.example'],
    ['/\t/evil.example'],
    ['javascript:alert(1)'],
    ['/auth'],
    ['/auth?next=/orders'],
    ['/auth/reset?token=x'],
    ['/.//evil.example'],
    ['/./\\evil.example'],
    ['/a/..//evil.example'],
    ['/%2e//evil.example'],
    ['/x/../../\\evil.example'],
    ['/orders\u007f'],
    ['/orders\n'],
  ])('refuses %j and goes home instead', (next) => {
    expect(safeNextPath(next)).toBe('/');
  });
});

describe('safeNextPath, normalised', () => {
  it('never answers a path that starts with two slashes or a slash and a backslash', () => {
    const tricks = ['/./', '/../', '/a/../', '/%2e/', '/.%2e/', '/a/%2e%2e/'];
    for (const trick of tricks) {
      for (const tail of ['/evil.example', '\\evil.example', '//evil.example']) {
        const next = safeNextPath(`${trick}${tail}`);
        expect(next, `${trick}${tail}`).toMatch(/^\/(?![/\\])/);
      }
    }
  });

  it('keeps a path that normalises to a plain one', () => {
    expect(safeNextPath('/./orders')).toBe('/orders');
    expect(safeNextPath('/a/../orders?page=2')).toBe('/orders?page=2');
  });
});

describe('loginPathFor', () => {
  it('sends the visitor to /auth with the page to return to', () => {
    expect(loginPathFor('/orders?page=2')).toBe('/auth?next=%2Forders%3Fpage%3D2');
    expect(loginPathFor('/')).toBe('/auth');
    expect(loginPathFor('/auth')).toBe('/auth');
  });
});

describe('loginPathFor', () => {
  it('names the page to come back to, and the mobile-number tab when asked', () => {
    expect(loginPathFor('/orders')).toBe('/auth?next=%2Forders');
    expect(loginPathFor('/')).toBe('/auth');
    expect(loginPathFor('/provider', { tab: 'phone' })).toBe('/auth?tab=phone&next=%2Fprovider');
    expect(loginPathFor('/', { tab: 'phone' })).toBe('/auth?tab=phone');
    expect(loginPathFor('https://evil.example/', { tab: 'phone' })).toBe('/auth?tab=phone');
  });
});
