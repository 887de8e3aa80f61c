import type { AreaMessages } from '../area-messages.ts';
import type { func as english } from '../en/func.ts';

export const func: AreaMessages<typeof english> = {
  wallet: '지갑',
  realName: '실명 인증',
  invite: '친구 초대',
  password: '비밀번호 변경',
  customerService: '고객센터',
  complaintEmail: '민원 접수 이메일',
  announcement: '공지사항',
  language: '언어',
  other: '기타',
  feedback: '의견 보내기',
  settings: '설정',
};
