import type { EmailJsConfig } from '../../config';
import { DeliveryError, type MailTransport } from '../transport';

/**
 * product.md §8 provider errors. 429 (throttled), 5xx and network failures are worth retrying; 400
 * (bad request), 403 (blocked value or API access disabled) and 451 (refused for non-browser
 * callers) will fail the same way again.
 */
function emailJsDeliveryError(status: number, body: string): DeliveryError {
  const reason =
    {
      0: 'Network Error',
      400: 'Bad Request',
      403: 'Forbidden',
      429: 'Too Many Requests',
      451: 'Unavailable For Headless Browser',
    }[status] ?? `HTTP ${status}`;
  const retryable = status === 0 || status === 429 || status >= 500;
  return new DeliveryError(`EmailJS ${status} ${reason}${body ? `: ${body.slice(0, 200)}` : ''}`, retryable);
}

/**
 * EmailJS REST API: the provider renders its own templates from the product.md §7 parameters.
 * Server-side calls need "Allow EmailJS API for non-browser applications" in the EmailJS
 * account (otherwise 403) and, if "Use Private Key" is on, EMAILJS_PRIVATE_KEY.
 */
export function createEmailJsTransport(config: EmailJsConfig, fetchImpl: typeof fetch = fetch): MailTransport {
  return {
    name: 'emailjs',
    async send(message) {
      // EmailJS renders its own templates, and has them only for a lead's two e-mails.
      if (message.kind !== 'admin-notification' && message.kind !== 'applicant-confirmation') {
        throw new DeliveryError(`EmailJS has no template for "${message.kind}" e-mails: send them through SMTP (MAIL_TRANSPORT=smtp)`, false);
      }
      const templateId = message.kind === 'admin-notification' ? config.adminTemplateId : config.userTemplateId;
      let response: Response;
      try {
        response = await fetchImpl(config.endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            service_id: config.serviceId,
            template_id: templateId,
            user_id: config.publicKey,
            ...(config.privateKey ? { accessToken: config.privateKey } : {}),
            template_params: message.templateParams,
          }),
          signal: AbortSignal.timeout(15_000),
        });
      } catch {
        throw emailJsDeliveryError(0, '');
      }
      if (!response.ok) throw emailJsDeliveryError(response.status, await response.text().catch(() => ''));
    },
  };
}
