import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { background, type Background } from '../lib/background.ts';
import { outboxMailer, smtpMailer, type Mailer } from '../lib/mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    /** Mail sent after the reply; shutdown waits for it. */
    background: Background;
  }
}

interface MailerPluginOptions {
  smtpUrl: string | null;
  mailFrom: string;
  /** Print outbox mail to the console (off in tests). */
  printOutbox: boolean;
}

/** nodemailer over SMTP when SMTP_URL is set; otherwise the outbox table, printed to the console. */
async function mailer(app: FastifyInstance, options: MailerPluginOptions) {
  const instance = options.smtpUrl
    ? smtpMailer(options.smtpUrl, options.mailFrom)
    : outboxMailer(app.db, options.printOutbox ? (text) => console.log(text) : () => {});
  const tasks = background((error) => app.log.error({ err: error }, 'background mail failed'));
  app.decorate('mailer', instance);
  app.decorate('background', tasks);
  app.addHook('onClose', async () => {
    await tasks.settled();
    await instance.close();
  });
}

export default fp(mailer, { name: 'mailer', dependencies: ['database'] });
