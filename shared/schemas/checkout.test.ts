import { describe, expect, it } from 'vitest';
import { cardExpiryProblem, cardFormSchemaAt, cardMessages, passesLuhn, shippingAddressSchema } from './checkout.js';

const address = {
  fullName: 'Basavaraj Patil',
  phoneNumber: '+91 98450 12345',
  addressLine1: 'Near the bus stand, Hosur Road',
  city: 'Hubballi',
  state: 'Karnataka',
  postalCode: '580020',
  country: 'India',
};

function firstMessages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) messages[issue.path.join('.')] ??= issue.message;
  return messages;
}

describe('shippingAddressSchema', () => {
  it('accepts a full address and leaves out an empty second line', () => {
    const parsed = shippingAddressSchema.parse({ ...address, addressLine2: '  ' });
    expect(parsed).toEqual(address);
  });

  it("answers every empty field with the spec's message", () => {
    const empty = Object.fromEntries(Object.keys(address).map((k) => [k, ' ']));
    expect(firstMessages(shippingAddressSchema.safeParse(empty))).toEqual({
      fullName: 'Full name is required',
      phoneNumber: 'Valid phone number is required',
      addressLine1: 'Address is required',
      city: 'City is required',
      state: 'State is required',
      postalCode: 'Valid postal code is required',
      country: 'Country is required',
    });
  });

  it.each(['12345', '98450-1234', 'call me', '+91 98450 12345 67890'])('refuses the phone number %s', (phoneNumber) => {
    expect(firstMessages(shippingAddressSchema.safeParse({ ...address, phoneNumber }))).toEqual({
      phoneNumber: 'Valid phone number is required',
    });
  });

  it.each(['58002', '', '#$%^&*'])('refuses the postal code "%s"', (postalCode) => {
    expect(firstMessages(shippingAddressSchema.safeParse({ ...address, postalCode }))).toEqual({
      postalCode: 'Valid postal code is required',
    });
  });

  it('refuses fields it does not know', () => {
    expect(shippingAddressSchema.safeParse({ ...address, total: 1 }).success).toBe(false);
  });
});

describe('card checks', () => {
  const now = new Date('2026-11-22T06:00:00Z');
  const card = { nameOnCard: 'B Patil', cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };

  it('passes Stripe test numbers through Luhn and normalises the number', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4000000000000002')).toBe(true);
    expect(passesLuhn('4000000000009995')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(cardFormSchemaAt(now).parse(card).cardNumber).toBe('4242424242424242');
  });

  it.each([
    [{ cardNumber: '4242 4242 4242 4241' }, 'cardNumber', cardMessages.numberInvalid],
    [{ cardNumber: '4242 4242' }, 'cardNumber', cardMessages.numberIncomplete],
    [{ cardNumber: '4242 abcd 4242 4242' }, 'cardNumber', cardMessages.numberInvalid],
    [{ expiry: '1230' }, 'expiry', cardMessages.expiryIncomplete],
    [{ expiry: '13/30' }, 'expiry', cardMessages.expiryInvalid],
    [{ expiry: '10/26' }, 'expiry', cardMessages.expiryPast],
    [{ cvc: '12' }, 'cvc', cardMessages.cvcIncomplete],
    [{ cvc: '12345' }, 'cvc', cardMessages.cvcIncomplete],
    [{ nameOnCard: '' }, 'nameOnCard', cardMessages.nameRequired],
  ])('refuses %j', (change, field, message) => {
    expect(firstMessages(cardFormSchemaAt(now).safeParse({ ...card, ...change }))).toEqual({ [field]: message });
  });

  it('keeps a card good through the last day of its expiry month, in India', () => {
    expect(cardExpiryProblem('11/26', new Date('2026-11-30T18:29:00Z'))).toBeNull();
    // 00:00 on 1 December in Kolkata is still 30 November in UTC.
    expect(cardExpiryProblem('11/26', new Date('2026-11-30T18:31:00Z'))).toBe(cardMessages.expiryPast);
    expect(cardExpiryProblem('12 / 26', now)).toBeNull();
  });

  it('accepts a four-digit CVC', () => {
    expect(cardFormSchemaAt(now).safeParse({ ...card, cvc: '1234' }).success).toBe(true);
  });
});
