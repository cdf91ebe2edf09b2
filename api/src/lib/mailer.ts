import nodemailer from 'nodemailer';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, as SMTP sends them (List-Unsubscribe, List-Unsubscribe-Post). */
  headers?: Record<string, string>;
}

export interface Mailer {
  readonly transport: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

export function smtpMailer(url: string, from: string): Mailer {
  const transporter = nodemailer.createTransport(url);
  return {
    transport: 'smtp',
    async send(message) {
      await transporter.sendMail({ from, ...message });
    },
    async close() {
      transporter.close();
    },
  };
}

/** Mail kept in the database (readable at /dev/outbox outside production) and printed. */
export function outboxMailer(db: Kysely<Database>, print: (text: string) => void): Mailer {
  return {
    transport: 'outbox',
    async send(message) {
      await db
        .insertInto('outbox')
        .values({
          recipient: message.to,
          subject: message.subject,
          textBody: message.text,
          htmlBody: message.html,
          headers: message.headers ? JSON.stringify(message.headers) : null,
        })
        .execute();
      print(`\n--- mail to ${message.to}: ${message.subject}\n${message.text}\n---\n`);
    },
    async close() {},
  };
}
