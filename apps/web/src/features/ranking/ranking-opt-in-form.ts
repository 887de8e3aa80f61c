import { type NicknameProblem, nicknameProblem } from '@tp/contract/ranking-nickname';
import type { CallParams } from '../../api/api-client.ts';
import type { TranslationKey } from '../../i18n/i18n.ts';

export type OptInFields = { listed: boolean; nickname: string };

const problemKeys: Record<NicknameProblem, TranslationKey> = {
  required: 'user.rankingNicknameRequired',
  length: 'user.rankingNicknameLength',
  characters: 'user.rankingNicknameCharacters',
  contact: 'user.rankingNicknameContact',
};

export type OptInError = (typeof problemKeys)[NicknameProblem];

/**
 * What is wrong with the form, by the same rule the server applies: to be listed needs a name;
 * a name typed must pass the rule even when not listed (it is kept).
 */
export function optInError(fields: OptInFields): OptInError | null {
  if (!fields.listed && fields.nickname.trim() === '') return null;
  const problem = nicknameProblem(fields.nickname);
  return problem ? problemKeys[problem] : null;
}

/** The call's parameters: a blank name is not sent, so the one kept stays. */
export function optInParams(fields: OptInFields): CallParams<'saveFollowSetting'> {
  const listed = fields.listed ? 1 : 0;
  return fields.nickname.trim() === '' ? { listed } : { listed, nickname: fields.nickname };
}
