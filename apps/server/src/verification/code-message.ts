import { CodePurpose } from '@tp/contract/entities';
import type { Language } from '@tp/contract/languages';
import { translateServerMessage } from '@tp/contract/server-messages';
import type { OutgoingMessage } from '../messaging/outbox.ts';
import { codePolicy } from './code-policy.ts';
import type { CodeTarget } from './verification-codes.ts';

const minutes = codePolicy.validMs / 60_000;

/**
 * The message a code request sends, in the asker's language. Without a code the address is
 * told instead that it already has an account (register) or has none (reset), so the reply
 * to the asker is the same either way and only the address's owner learns which.
 */
export function codeMessage(
  target: CodeTarget,
  code: string | null,
  lang: Language,
): OutgoingMessage {
  const t = (key: string) => translateServerMessage(lang, key, { code: code ?? '', minutes });
  const register = target.purpose === CodePurpose.register;
  if (target.channel === 'sms') {
    const key = code
      ? register
        ? 'sms.registerCode'
        : 'sms.resetCode'
      : register
        ? 'sms.alreadyRegistered'
        : 'sms.unknownAccount';
    return { channel: 'sms', to: target.address, subject: '', body: t(key) };
  }
  const [subject, body] = code
    ? ['mail.codeSubject', register ? 'mail.registerCodeBody' : 'mail.resetCodeBody']
    : register
      ? ['mail.alreadyRegisteredSubject', 'mail.alreadyRegisteredBody']
      : ['mail.unknownAccountSubject', 'mail.unknownAccountBody'];
  return { channel: 'email', to: target.address, subject: t(subject), body: t(body) };
}
