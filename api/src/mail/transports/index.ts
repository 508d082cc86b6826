import type { FastifyBaseLogger } from 'fastify';
import { ConfigError, type AppConfig } from '../../config';
import type { MailTransport } from '../transport';
import { createEmailJsTransport } from './emailjs';
import { createLogTransport } from './log';
import { createSmtpTransport } from './smtp';

/** The transport MAIL_TRANSPORT names; loadConfig already checked its settings are present. */
export function createTransport(mail: AppConfig['mail'], log: FastifyBaseLogger): MailTransport {
  switch (mail.transport) {
    case 'smtp':
      if (!mail.smtpUrl) throw new ConfigError(['SMTP_URL: required when MAIL_TRANSPORT=smtp']);
      return createSmtpTransport({ url: mail.smtpUrl, from: mail.from });
    case 'emailjs':
      if (!mail.emailjs) throw new ConfigError(['EMAILJS_* keys: required when MAIL_TRANSPORT=emailjs']);
      return createEmailJsTransport(mail.emailjs);
    case 'log':
      return createLogTransport(log);
  }
}
