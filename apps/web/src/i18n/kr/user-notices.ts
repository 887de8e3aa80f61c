import type { AreaMessages } from '../area-messages.ts';
import type { userNotices as english } from '../en/user-notices.ts';

/** Korean, as Korean brokers and trading apps say it. */
export const userNotices: AreaMessages<typeof english> = {
  noticeTitle: '알림',
  noticeEmpty:
    '아직 알림이 없습니다. 대기 주문 체결, 손절·익절 발동, 입금·출금·실명 인증 심사 결과가 여기에 표시됩니다.',
  noticeLoadFailed: '알림을 불러오지 못했습니다.',
  noticeMarkAllRead: '모두 읽음으로 표시',
  noticeUnread: '읽지 않음 {{count}}건',
  noticeNew: '새 알림',
  noticeOpen: '보기',
  noticeBrowser: '브라우저 알림',
  noticeBrowserHint: '앱이 백그라운드에 있을 때도 이 기기에 알림을 표시합니다.',
  noticeBrowserDenied: '이 사이트의 알림이 차단되어 있습니다. 브라우저 설정에서 허용해 주세요.',
  noticeBrowserUnsupported: '이 브라우저는 알림을 표시할 수 없습니다.',
  noticeBuy: '매수',
  noticeSell: '매도',
  noticeFilledTitle: '대기 주문 체결',
  noticeFilled: '{{symbol}} {{side}} {{lots}}랏이 {{price}}에 체결되었습니다',
  noticeStopLossTitle: '손절 발동',
  noticeStopLoss: '손절로 {{symbol}} {{side}} {{lots}}랏이 {{price}}에 청산되었습니다: {{pnl}}',
  noticeTakeProfitTitle: '익절 발동',
  noticeTakeProfit: '익절로 {{symbol}} {{side}} {{lots}}랏이 {{price}}에 청산되었습니다: {{pnl}}',
  noticeStopOutTitle: '강제 청산',
  noticeStopOut:
    '증거금 부족으로 {{symbol}} {{side}} {{lots}}랏이 {{price}}에 강제 청산되었습니다: {{pnl}}',
  noticeDepositApprovedTitle: '입금 완료',
  noticeDepositApproved: '{{amount}} {{currency}}이(가) 잔액에 입금되었습니다.',
  noticeDepositRejectedTitle: '입금 거절',
  noticeDepositRejected: '{{amount}} {{currency}} 입금이 거절되었습니다: {{remark}}',
  noticeDepositRejectedPlain: '{{amount}} {{currency}} 입금이 거절되었습니다.',
  noticeWithdrawalPaidTitle: '출금 완료',
  noticeWithdrawalPaid: '{{amount}} {{currency}} 출금이 지급되었습니다.',
  noticeWithdrawalRejectedTitle: '출금 거절',
  noticeWithdrawalRejected:
    '{{amount}} {{currency}} 출금이 거절되어 잔액으로 반환되었습니다: {{remark}}',
  noticeWithdrawalRejectedPlain: '{{amount}} {{currency}} 출금이 거절되어 잔액으로 반환되었습니다.',
  noticeKycApprovedTitle: '실명 인증 완료',
  noticeKycApproved: '실명 인증이 승인되었습니다.',
  noticeKycRejectedTitle: '실명 인증 반려',
  noticeKycRejected: '제출하신 서류가 반려되었습니다: {{remark}}. 다시 제출해 주세요.',
  noticeOtherTitle: '계좌 알림',
  noticeOther: '계좌에 변경 사항이 있습니다. 이 알림을 보려면 앱을 업데이트해 주세요.',
};
