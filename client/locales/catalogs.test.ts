import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { glossaryViolations, kannadaLiterals } from '../../shared/glossary';

const localesDir = fileURLToPath(new URL('.', import.meta.url));

type Entry = { msgid: string; msgstr: string };

function unquote(line: string): string {
  return JSON.parse(line.trim()) as string;
}

/** A small reader for the PO files Lingui writes: msgid/msgstr pairs, each maybe over several lines. */
function parsePo(content: string): Entry[] {
  const entries: Entry[] = [];
  let current: Partial<Record<'msgid' | 'msgstr', string>> = {};
  let field: 'msgid' | 'msgstr' | undefined;
  const flush = () => {
    if (current.msgid !== undefined && current.msgid !== '') {
      entries.push({ msgid: current.msgid, msgstr: current.msgstr ?? '' });
    }
    current = {};
    field = undefined;
  };
  for (const raw of content.split('\n')) {
    const line = raw.trim();
    if (line === '') flush();
    else if (line.startsWith('#')) continue;
    else if (line.startsWith('msgid ')) {
      if (current.msgstr !== undefined) flush();
      field = 'msgid';
      current.msgid = unquote(line.slice('msgid '.length));
    } else if (line.startsWith('msgstr ')) {
      field = 'msgstr';
      current.msgstr = unquote(line.slice('msgstr '.length));
    } else if (line.startsWith('"') && field) {
      current[field] = (current[field] ?? '') + unquote(line);
    }
  }
  flush();
  return entries;
}

/**
 * The server's Kannada texts the glossary also governs: SMS, e-mails, refusals' phrases, and the Kannada a client file
 * writes outside the catalogs (the payment window's labels). (The assistant's knowledge base and the gazetteer's
 * place names are not messages of ours.)
 */
const serverTexts = [
  'server/modules/hiring/sms-texts.ts',
  'server/modules/hiring/hire-balance-texts.ts',
  'server/modules/hiring/hire-notifications.ts',
  'server/modules/auth/auth.mails.ts',
  'server/modules/auth/code-sms.ts',
  'server/modules/orders/order-mails.ts',
  'server/modules/checkout/order-email.ts',
  'server/modules/payments/refund-events.ts',
  'server/modules/agents/assisted-texts.ts',
  'server/modules/callbacks/callback-texts.ts',
  'server/modules/conversations/conversation-texts.ts',
  'server/modules/conversations/conversation-engine.ts',
  'server/modules/conversations/conversations.webhooks.ts',
  'server/modules/field-work/field-work-texts.ts',
  'shared/retry-after.ts',
  'shared/format-date.ts',
  'client/features/checkout/razorpay-checkout.ts',
];

function catalogs(locale: string): Map<string, Entry[]> {
  const dir = join(localesDir, locale);
  return new Map(
    readdirSync(dir)
      .filter((file) => file.endsWith('.po'))
      .sort()
      .map((file) => [file, parsePo(readFileSync(join(dir, file), 'utf8'))]),
  );
}

const english = catalogs('en');
const kannada = catalogs('kn');

describe('translation catalogs', () => {
  it('has the same catalog files for English and Kannada', () => {
    expect([...kannada.keys()]).toEqual([...english.keys()]);
    expect(english.size).toBeGreaterThan(0);
  });

  it('translates every Kannada message', () => {
    const untranslated = [...kannada].flatMap(([file, entries]) =>
      entries.filter((entry) => entry.msgstr.trim() === '').map((entry) => `${file}: ${entry.msgid}`),
    );
    expect(untranslated, `Untranslated Kannada messages:\n${untranslated.join('\n')}`).toEqual([]);
  });

  it('has the same messages in English and Kannada', () => {
    for (const [file, entries] of english) {
      const englishIds = entries.map((entry) => entry.msgid).sort();
      const kannadaIds = (kannada.get(file) ?? []).map((entry) => entry.msgid).sort();
      expect(kannadaIds, `messages of ${file}`).toEqual(englishIds);
    }
  });

  it('keeps every placeholder of the English message in its Kannada translation', () => {
    // A placeholder is {name} or the {name, plural, …} of a plural; a plural's branches ({Gross (# job)}) are text.
    const placeholders = (text: string) =>
      [...text.matchAll(/\{(\w+)(?=[},])|<\/?(\d+)\/?>/g)].map((m) => m[0]).sort();
    const mismatched = [...kannada].flatMap(([file, entries]) =>
      entries
        .filter((entry) => entry.msgstr !== '')
        .filter((entry) => placeholders(entry.msgid).join() !== placeholders(entry.msgstr).join())
        .map((entry) => `${file}: ${entry.msgid} -> ${entry.msgstr}`),
    );
    expect(mismatched).toEqual([]);
  });

  it('gives a message the same Kannada wording in every catalog', () => {
    const seen = new Map<string, string>();
    const conflicts: string[] = [];
    for (const [file, entries] of kannada) {
      for (const { msgid, msgstr } of entries) {
        const earlier = seen.get(msgid);
        if (earlier !== undefined && earlier !== msgstr) conflicts.push(`${file}: ${msgid}`);
        seen.set(msgid, msgstr);
      }
    }
    expect(conflicts).toEqual([]);
  });

  it('uses the glossary word for every concept in every Kannada message', () => {
    const englishOf = new Map([...english.values()].flat().map((entry) => [entry.msgid, entry.msgstr || entry.msgid]));
    const violations = [...kannada].flatMap(([file, entries]) =>
      entries.flatMap((entry) =>
        glossaryViolations(entry.msgstr, englishOf.get(entry.msgid) ?? entry.msgid).map(
          (v) => `${file}: "${v.found}" in "${entry.msgstr}" (use ${v.use})`,
        ),
      ),
    );
    expect(violations, `Glossary (shared/glossary.ts) violations:\n${violations.join('\n')}`).toEqual([]);
  });

  it("uses the glossary word in the server's Kannada SMS, e-mails and refusals", () => {
    const root = fileURLToPath(new URL('../../', import.meta.url));
    const violations = serverTexts.flatMap((file) =>
      kannadaLiterals(readFileSync(join(root, file), 'utf8')).flatMap((text) =>
        glossaryViolations(text).map((v) => `${file}: "${v.found}" in "${text}" (use ${v.use})`),
      ),
    );
    expect(violations, `Glossary violations:\n${violations.join('\n')}`).toEqual([]);
  });
});
