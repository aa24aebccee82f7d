import nodemailer, { type Transporter } from 'nodemailer';
import { EnvError, type Env } from '../env.js';
import type { Clock } from '../clock.js';
import type { Logger } from '../logger.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends one e-mail; resolves once the message is accepted for delivery, rejects when it was not. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Delivery through an SMTP server (SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465) as MAIL_FROM. */
export class SmtpMailer implements Mailer {
  readonly #transport: Transporter;
  readonly #from: string;

  constructor({ url, from }: { url: string; from: string }) {
    this.#transport = nodemailer.createTransport(url);
    this.#from = from;
  }

  async send(message: MailMessage): Promise<void> {
    await this.#transport.sendMail({ from: this.#from, ...message });
  }

  close(): void {
    this.#transport.close();
  }
}

export interface OutboxMail extends MailMessage {
  id: number;
  sentAt: Date;
}

const LINK = /https?:\/\/[^\s<>"]+/g;

function linksIn(text: string): string[] {
  return text.match(LINK) ?? [];
}

/**
 * Development delivery: keeps the newest messages in memory for /dev/mailbox and logs each one with the links it
 * carries, so a developer can follow a confirmation link without a mail server.
 */
export class DevOutbox implements Mailer {
  readonly #messages: OutboxMail[] = [];
  readonly #clock: Clock;
  readonly #capacity: number;
  readonly #log: Logger;
  readonly #logLinks: boolean;
  #nextId = 1;

  /**
   * `logLinks`: write each mail's links (tokens that sign in) to the log; createMailer allows it in development only.
   */
  constructor({
    clock,
    log,
    capacity = 50,
    logLinks = true,
  }: {
    clock: Clock;
    log: Logger;
    capacity?: number;
    logLinks?: boolean;
  }) {
    this.#clock = clock;
    this.#log = log;
    this.#capacity = capacity;
    this.#logLinks = logLinks;
  }

  async send(message: MailMessage): Promise<void> {
    const mail: OutboxMail = { ...message, id: this.#nextId++, sentAt: this.#clock.now() };
    this.#messages.push(mail);
    if (this.#messages.length > this.#capacity) this.#messages.shift();
    this.#log.info(
      {
        mail: {
          id: mail.id,
          to: mail.to,
          subject: mail.subject,
          ...(this.#logLinks ? { links: linksIn(mail.text) } : {}),
        },
      },
      'e-mail kept in the dev outbox (see /dev/mailbox)',
    );
  }

  /** Newest first. */
  list(): OutboxMail[] {
    return [...this.#messages].reverse();
  }
}

/**
 * SMTP when SMTP_URL is set; otherwise the dev outbox, which production refuses: there a confirmation mail that
 * only reaches the server log would lock every new customer out.
 */
export function createMailer(env: Env, { clock, log }: { clock: Clock; log: Logger }): SmtpMailer | DevOutbox {
  if (env.SMTP_URL) {
    if (!env.MAIL_FROM) throw new EnvError('Invalid configuration: MAIL_FROM is required when SMTP_URL is set');
    return new SmtpMailer({ url: env.SMTP_URL, from: env.MAIL_FROM });
  }
  if (env.NODE_ENV === 'production') {
    throw new EnvError(
      'Invalid configuration: SMTP_URL is required in production (e-mails cannot be delivered without it)',
    );
  }
  return new DevOutbox({ clock, log, logLinks: env.NODE_ENV === 'development' });
}
