import type { Config } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import { httpSmsProvider } from './http-sms-provider.ts';
import { Outbox } from './outbox.ts';
import { smtpMailer } from './smtp-mailer.ts';

/** The outbox with SMTP when SMTP_URL is set and the HTTP SMS gateway when SMS_HTTP_URL is. */
export function outboxFromConfig(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'smsHttpUrl' | 'smsHttpToken'>,
  deps: { db: Db; now: () => Date },
): Outbox {
  return new Outbox({
    ...deps,
    mailer: config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : undefined,
    sms: config.smsHttpUrl ? httpSmsProvider(config.smsHttpUrl, config.smsHttpToken) : undefined,
  });
}
