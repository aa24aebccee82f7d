import { describe, expect, it } from 'vitest';
import { earlyInputChanges } from './use-adopt-early-input';

describe('earlyInputChanges', () => {
  it('returns the fields typed before the code started, as they are on screen', () => {
    const onScreen = [
      { name: 'email', value: 'farmer@example.com' },
      { name: 'password', value: 'secret-123' },
    ];
    expect(earlyInputChanges(onScreen, { email: '', password: '' })).toEqual({
      email: 'farmer@example.com',
      password: 'secret-123',
    });
  });

  it('leaves out fields that already agree with the state and fields the form does not own', () => {
    const onScreen = [
      { name: 'email', value: 'farmer@example.com' },
      { name: 'password', value: 'typed' },
      { name: 'slot', value: '07:00' },
    ];
    expect(earlyInputChanges(onScreen, { email: 'farmer@example.com', password: '' })).toEqual({ password: 'typed' });
  });

  it('is null when nothing was typed early, so the state is not touched', () => {
    expect(earlyInputChanges([{ name: 'email', value: 'a@b.in' }], { email: 'a@b.in' })).toBeNull();
    expect(earlyInputChanges([], { email: '' })).toBeNull();
  });

  it('does not treat inherited object keys as fields', () => {
    expect(earlyInputChanges([{ name: 'toString', value: 'x' }], { email: '' })).toBeNull();
  });
});
