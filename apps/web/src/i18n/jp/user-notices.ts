import type { AreaMessages } from '../area-messages.ts';
import type { userNotices as english } from '../en/user-notices.ts';

/** Japanese, as Japanese FX brokers write to their clients. */
export const userNotices: AreaMessages<typeof english> = {
  noticeTitle: '通知',
  noticeEmpty:
    '通知はまだありません。指値注文の約定、損切り・利確の発動、入金・出金・本人確認の審査結果がここに表示されます。',
  noticeLoadFailed: '通知を読み込めませんでした。',
  noticeMarkAllRead: 'すべて既読にする',
  noticeUnread: '未読 {{count}} 件',
  noticeNew: '新着',
  noticeOpen: '見る',
  noticeBrowser: 'ブラウザ通知',
  noticeBrowserHint: 'アプリがバックグラウンドにあるときも、この端末に通知を表示します。',
  noticeBrowserDenied: 'このサイトの通知はブロックされています。ブラウザの設定で許可してください。',
  noticeBrowserUnsupported: 'このブラウザは通知に対応していません。',
  noticeBuy: '買い',
  noticeSell: '売り',
  noticeFilledTitle: '指値注文が約定しました',
  noticeFilled: '{{symbol}} {{side}} {{lots}}ロットが {{price}} で約定しました',
  noticeStopLossTitle: '損切りが発動しました',
  noticeStopLoss:
    '損切りにより {{symbol}} {{side}} {{lots}}ロットを {{price}} で決済しました：{{pnl}}',
  noticeTakeProfitTitle: '利確が発動しました',
  noticeTakeProfit:
    '利確により {{symbol}} {{side}} {{lots}}ロットを {{price}} で決済しました：{{pnl}}',
  noticeStopOutTitle: 'ロスカット',
  noticeStopOut:
    '証拠金不足のため {{symbol}} {{side}} {{lots}}ロットを {{price}} でロスカットしました：{{pnl}}',
  noticeDepositApprovedTitle: '入金が反映されました',
  noticeDepositApproved: '{{amount}} {{currency}} が残高に反映されました。',
  noticeDepositRejectedTitle: '入金が却下されました',
  noticeDepositRejected: '{{amount}} {{currency}} の入金は却下されました：{{remark}}',
  noticeDepositRejectedPlain: '{{amount}} {{currency}} の入金は却下されました。',
  noticeWithdrawalPaidTitle: '出金が完了しました',
  noticeWithdrawalPaid: '{{amount}} {{currency}} の出金を送金しました。',
  noticeWithdrawalRejectedTitle: '出金が却下されました',
  noticeWithdrawalRejected:
    '{{amount}} {{currency}} の出金は却下され、残高に戻されました：{{remark}}',
  noticeWithdrawalRejectedPlain: '{{amount}} {{currency}} の出金は却下され、残高に戻されました。',
  noticeKycApprovedTitle: '本人確認が完了しました',
  noticeKycApproved: '本人確認の審査が承認されました。',
  noticeKycRejectedTitle: '本人確認が差し戻されました',
  noticeKycRejected: '提出書類が差し戻されました：{{remark}}。再度ご提出ください。',
  noticeOtherTitle: '口座に関する通知',
  noticeOther: '口座に変更がありました。この通知を見るにはアプリを更新してください。',
  stopOutOpen: 'ロスカットの詳細を見る',
  stopOutRecordTitle: 'ロスカットの詳細',
  stopOutRiskRate: 'ロスカット時の証拠金維持率',
  stopOutLevel: 'ロスカット水準',
  stopOutBalanceBefore: 'ロスカット前の残高',
  stopOutBalanceAfter: 'ロスカット後の残高',
  stopOutCorrection: 'マイナス残高の補填',
  stopOutCorrectionHint:
    '損失が残高を上回りました。差額は当社が負担するため、残高は0を下回りません。',
  stopOutCloses: '決済されたポジション（決済順）',
  stopOutLoadFailed: 'ロスカットの詳細を読み込めませんでした。',
};
