import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EnvError } from '../env.js';
import { fixedClock, testEnv } from '../test/harness.js';
import { LoopbackSmtp, parseMessage } from '../test/loopback-smtp.js';
import { silentLogger, type Logger } from '../logger.js';
import { createMailer, DevOutbox, SmtpMailer } from './mail.js';

describe('SmtpMailer', () => {
  const smtp = new LoopbackSmtp();
  let port: number;

  beforeAll(async () => {
    port = await smtp.listen();
  });
  afterAll(() => smtp.close());

  it(
    'delivers a Kannada message with its text and HTML parts, as MAIL_FROM, with the ' + 'credentials of SMTP_URL',
    async () => {
      const mailer = new SmtpMailer({
        url: `smtp://shop:s3cret@127.0.0.1:${port}`,
        from: 'Raitha Yantra <no-reply@raitha.example>',
      });
      const link = 'http://localhost:3000/auth/confirm?token=abcdefghijklmnopqrstuvwxyz234567';
      await mailer.send({
        to: 'ravi@example.in',
        subject: 'ನಿಮ್ಮ ರೈತ ಯಂತ್ರ ಖಾತೆಯನ್ನು ದೃಢೀಕರಿಸಿ',
        text: `ನಮಸ್ಕಾರ,\n\n${link}\n`,
        html: `<p>ನಮಸ್ಕಾರ,</p><p><a href="${link}">${link}</a></p>`,
      });
      mailer.close();

      const mail = smtp.received.at(-1)!;
      expect(mail).toMatchObject({ from: 'no-reply@raitha.example', to: ['ravi@example.in'], user: 'shop' });
      const message = parseMessage(mail.raw);
      expect(message.subject).toBe('ನಿಮ್ಮ ರೈತ ಯಂತ್ರ ಖಾತೆಯನ್ನು ದೃಢೀಕರಿಸಿ');
      expect(message.parts.map((p) => p.type)).toEqual(['text/plain', 'text/html']);
      expect(message.parts[0]!.text).toBe(`ನಮಸ್ಕಾರ,\r\n\r\n${link}`);
      expect(message.parts[1]!.text).toContain(`<a href="${link}">`);
      expect(mail.raw).toMatch(/^From: Raitha Yantra <no-reply@raitha\.example>$/m);
    },
  );

  it('rejects when the server refuses the recipient', async () => {
    const mailer = new SmtpMailer({ url: `smtp://127.0.0.1:${port}`, from: 'no-reply@raitha.example' });
    await expect(mailer.send({ to: 'x@refused.example', subject: 'Hi', text: 'Hi' })).rejects.toThrow(
      /Mailbox unavailable/,
    );
    mailer.close();
  });

  it('rejects when the credentials are wrong', async () => {
    const mailer = new SmtpMailer({ url: `smtp://shop:wrong@127.0.0.1:${port}`, from: 'no-reply@raitha.example' });
    await expect(mailer.send({ to: 'ravi@example.in', subject: 'Hi', text: 'Hi' })).rejects.toThrow(
      /Invalid username or password/,
    );
    mailer.close();
  });
});

describe('DevOutbox', () => {
  let logged: { obj: object; msg: string | undefined }[];
  let log: Logger;

  beforeEach(() => {
    logged = [];
    log = { info: (obj, msg) => void logged.push({ obj, msg }), warn() {}, error() {} };
  });

  it('keeps the newest 50 messages, newest first, stamped by the clock', async () => {
    const clock = fixedClock('2026-11-22T06:00:00Z');
    const outbox = new DevOutbox({ clock, log });
    for (let i = 1; i <= 52; i++) {
      await outbox.send({ to: `user${i}@example.in`, subject: `Mail ${i}`, text: 'Hello' });
      clock.advance(1000);
    }
    const list = outbox.list();
    expect(list).toHaveLength(50);
    expect(list[0]).toMatchObject({ subject: 'Mail 52', sentAt: new Date('2026-11-22T06:00:51Z') });
    expect(list.at(-1)!.subject).toBe('Mail 3');
  });

  it('logs the recipient, subject and links of each message, not its whole text', async () => {
    const outbox = new DevOutbox({ clock: fixedClock('2026-11-22T06:00:00Z'), log });
    await outbox.send({
      to: 'ravi@example.in',
      subject: 'Reset your password',
      text: 'Private words.\n\nhttp://localhost:3000/auth/reset?token=abc\n',
    });
    expect(logged).toEqual([
      {
        msg: 'e-mail kept in the dev outbox (see /dev/mailbox)',
        obj: {
          mail: {
            id: 1,
            to: 'ravi@example.in',
            subject: 'Reset your password',
            links: ['http://localhost:3000/auth/reset?token=abc'],
          },
        },
      },
    ]);
  });
});

describe('createMailer', () => {
  const clock = fixedClock('2026-11-22T06:00:00Z');

  it('uses SMTP when SMTP_URL and MAIL_FROM are set', () => {
    const mailer = createMailer(testEnv({ SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'shop@example.in' }), {
      clock,
      log: silentLogger,
    });
    expect(mailer).toBeInstanceOf(SmtpMailer);
    (mailer as SmtpMailer).close();
  });

  it('uses the dev outbox without SMTP_URL outside production', () => {
    expect(createMailer(testEnv(), { clock, log: silentLogger })).toBeInstanceOf(DevOutbox);
    expect(createMailer(testEnv({ NODE_ENV: 'development' }), { clock, log: silentLogger })).toBeInstanceOf(DevOutbox);
  });

  it('refuses production without SMTP_URL, and SMTP_URL without MAIL_FROM, in one line', () => {
    expect(() => createMailer(testEnv({ NODE_ENV: 'production' }), { clock, log: silentLogger })).toThrow(
      new EnvError(
        'Invalid configuration: SMTP_URL is required in production (e-mails cannot be delivered without it)',
      ),
    );
    expect(() => createMailer(testEnv({ SMTP_URL: 'smtp://127.0.0.1:2525' }), { clock, log: silentLogger })).toThrow(
      new EnvError('Invalid configuration: MAIL_FROM is required when SMTP_URL is set'),
    );
  });
});
