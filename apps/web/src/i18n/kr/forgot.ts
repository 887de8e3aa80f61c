import type { AreaMessages } from '../area-messages.ts';
import type { forgot as english } from '../en/forgot.ts';

export const forgot: AreaMessages<typeof english> = {
  title: '비밀번호 재설정',
  subtitle: '이메일 또는 휴대폰으로 인증번호를 보내 새 비밀번호를 설정합니다',
  newPassword: '새 비밀번호',
  newPasswordPlaceholder: '새 비밀번호를 입력하세요',
  repeatPassword: '새 비밀번호 확인',
  repeatPasswordPlaceholder: '새 비밀번호를 다시 입력하세요',
  enterNewPassword: '새 비밀번호를 입력하세요',
  enterRepeatPassword: '새 비밀번호를 다시 입력하세요',
  submit: '비밀번호 재설정',
  submitting: '재설정 중…',
  backToLogin: '로그인으로 돌아가기',
};
