import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as auth from '../../../shared/schemas/auth';

// Every message constant of the auth API (validation and refusals) reaches the account screens, which show it in the
// interface's language: each must be a message of the auth catalog, translated into Kannada.
const apiMessages = Object.entries(auth as Record<string, unknown>).filter(
  (entry): entry is [string, string] => typeof entry[1] === 'string',
);

function catalog(locale: 'en' | 'kn'): Map<string, string> {
  const text = readFileSync(new URL(`../../locales/${locale}/auth.po`, import.meta.url), 'utf8');
  return new Map([...text.matchAll(/^msgid "(.*)"\nmsgstr "(.*)"$/gm)].map((m) => [m[1]!, m[2]!]));
}

describe('auth API messages in the interface', () => {
  const english = catalog('en');
  const kannada = catalog('kn');

  it('finds every message constant', () => {
    expect(apiMessages.map(([name]) => name).sort()).toEqual(
      [
        'EMAIL_NOT_CONFIRMED', 'INVALID_CREDENTIALS', 'INVALID_EMAIL', 'INVALID_LINK', 'MAIL_NOT_SENT',
        'MISSING_CREDENTIALS', 'PASSWORDS_DO_NOT_MATCH', 'PASSWORD_TOO_LONG', 'PASSWORD_TOO_SHORT',
      ].sort(),
    );
  });

  it.each(apiMessages)('has %s in English and Kannada', (_name, message) => {
    expect(english.has(message), message).toBe(true);
    expect(kannada.get(message)?.trim(), message).toBeTruthy();
  });
});
