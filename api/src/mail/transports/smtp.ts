import nodemailer from 'nodemailer';
import { renderMessage } from '../render';
import { DeliveryError, type MailTransport } from '../transport';

interface SmtpError extends Error {
  code?: string;
  responseCode?: number;
}

/** SMTP reply codes 4xx are temporary; 5xx permanent. No code means a network problem. */
export function smtpDeliveryError(error: SmtpError): DeliveryError {
  const code = error.responseCode;
  const retryable = code === undefined || (code >= 400 && code < 500);
  return new DeliveryError(`SMTP ${code ?? error.code ?? 'error'}: ${error.message}`, retryable);
}

/** Connections the pool keeps open to the mail server; the outbox worker's deliveries share them. */
const SMTP_MAX_CONNECTIONS = 5;

/**
 * Sends rendered e-mails through SMTP_URL (smtp://user:pass@host:port or smtps://) over a pool
 * of kept-open connections (nodemailer `pool`): a connection, greeting and sign-in per message
 * capped a burst at a few e-mails a second.
 */
export function createSmtpTransport(options: { url: string; from: string; maxConnections?: number }): MailTransport {
  const transporter = nodemailer.createTransport({
    url: options.url,
    pool: true,
    maxConnections: options.maxConnections ?? SMTP_MAX_CONNECTIONS,
    // Reconnect now and then (servers cap messages per connection); 100 is nodemailer's default.
    maxMessages: 500,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    name: 'smtp',
    async send(message) {
      const rendered = renderMessage(message);
      // The admin can answer the applicant straight from the notification; the applicant answers a
      // message from the team to the team's inbox (reply_to, written with it).
      const replyTo = message.kind === 'admin-notification' ? message.templateParams.applicant_email : message.templateParams.reply_to || undefined;
      try {
        await transporter.sendMail({
          from: options.from,
          to: message.to,
          replyTo,
          subject: rendered.subject,
          text: rendered.text,
          html: rendered.html,
          messageId: `<${message.id}@powernest.outbox>`,
          // A visit's invitation: a text/calendar part mail clients show with Accept/Decline.
          ...(rendered.calendar ? { icalEvent: { method: rendered.calendar.method, filename: rendered.calendar.filename, content: rendered.calendar.content } } : {}),
        });
      } catch (error) {
        throw smtpDeliveryError(error as SmtpError);
      }
    },
    async close() {
      transporter.close();
    },
  };
}
