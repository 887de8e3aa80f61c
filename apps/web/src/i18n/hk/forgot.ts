import type { AreaMessages } from '../area-messages.ts';
import type { forgot as english } from '../en/forgot.ts';

export const forgot: AreaMessages<typeof english> = {
  title: '重設密碼',
};
