import type { AreaMessages } from '../area-messages.ts';
import type { userNotices as english } from '../en/user-notices.ts';

/** Vietnamese, as Vietnamese forex traders say it. */
export const userNotices: AreaMessages<typeof english> = {
  noticeTitle: 'Thông báo của tôi',
  noticeEmpty:
    'Chưa có thông báo nào. Lệnh chờ được khớp, cắt lỗ hoặc chốt lời được kích hoạt, kết quả duyệt nạp tiền, rút tiền và xác minh danh tính sẽ hiện ở đây.',
  noticeLoadFailed: 'Không tải được thông báo.',
  noticeMarkAllRead: 'Đánh dấu tất cả đã đọc',
  noticeUnread: '{{count}} chưa đọc',
  noticeNew: 'Mới',
  noticeOpen: 'Xem',
  noticeBrowser: 'Thông báo trình duyệt',
  noticeBrowserHint: 'Hiển thị cả trên thiết bị này khi ứng dụng chạy nền.',
  noticeBrowserDenied: 'Trang này đang bị chặn thông báo. Hãy cho phép trong cài đặt trình duyệt.',
  noticeBrowserUnsupported: 'Trình duyệt này không hiển thị được thông báo.',
  noticeBuy: 'mua',
  noticeSell: 'bán',
  noticeFilledTitle: 'Lệnh chờ đã khớp',
  noticeFilled: '{{symbol}} {{side}} {{lots}} lot đã khớp ở giá {{price}}',
  noticeStopLossTitle: 'Đã kích hoạt cắt lỗ',
  noticeStopLoss: 'Cắt lỗ đã đóng {{symbol}} {{side}} {{lots}} lot ở giá {{price}}: {{pnl}}',
  noticeTakeProfitTitle: 'Đã kích hoạt chốt lời',
  noticeTakeProfit: 'Chốt lời đã đóng {{symbol}} {{side}} {{lots}} lot ở giá {{price}}: {{pnl}}',
  noticeStopOutTitle: 'Đóng do thiếu ký quỹ',
  noticeStopOut:
    'Ký quỹ không đủ: {{symbol}} {{side}} {{lots}} lot đã bị đóng ở giá {{price}}: {{pnl}}',
  noticeDepositApprovedTitle: 'Nạp tiền thành công',
  noticeDepositApproved: '{{amount}} {{currency}} đã được cộng vào số dư của bạn.',
  noticeDepositRejectedTitle: 'Nạp tiền bị từ chối',
  noticeDepositRejected: 'Yêu cầu nạp {{amount}} {{currency}} của bạn bị từ chối: {{remark}}',
  noticeDepositRejectedPlain: 'Yêu cầu nạp {{amount}} {{currency}} của bạn bị từ chối.',
  noticeWithdrawalPaidTitle: 'Rút tiền thành công',
  noticeWithdrawalPaid: 'Khoản rút {{amount}} {{currency}} của bạn đã được chuyển.',
  noticeWithdrawalRejectedTitle: 'Rút tiền bị từ chối',
  noticeWithdrawalRejected:
    'Yêu cầu rút {{amount}} {{currency}} bị từ chối và đã hoàn về số dư: {{remark}}',
  noticeWithdrawalRejectedPlain:
    'Yêu cầu rút {{amount}} {{currency}} bị từ chối và đã hoàn về số dư.',
  noticeKycApprovedTitle: 'Đã xác minh danh tính',
  noticeKycApproved: 'Yêu cầu xác minh danh tính của bạn đã được duyệt.',
  noticeKycRejectedTitle: 'Xác minh danh tính bị trả lại',
  noticeKycRejected: 'Hồ sơ của bạn bị trả lại: {{remark}}. Vui lòng gửi lại.',
  noticeOtherTitle: 'Thông báo tài khoản',
  noticeOther: 'Tài khoản của bạn có thay đổi. Hãy cập nhật ứng dụng để xem thông báo này.',
  stopOutOpen: 'Xem chi tiết đóng do thiếu ký quỹ',
  stopOutRecordTitle: 'Chi tiết đóng do thiếu ký quỹ',
  stopOutRiskRate: 'Mức ký quỹ khi bị đóng',
  stopOutLevel: 'Ngưỡng đóng bắt buộc',
  stopOutBalanceBefore: 'Số dư trước',
  stopOutBalanceAfter: 'Số dư sau',
  stopOutCorrection: 'Bảo vệ số dư âm',
  stopOutCorrectionHint:
    'Khoản lỗ đã vượt quá số dư của bạn. Chúng tôi chịu phần chênh lệch nên số dư không xuống dưới 0.',
  stopOutCloses: 'Các vị thế đã đóng, theo thứ tự',
  stopOutLoadFailed: 'Không tải được chi tiết đóng do thiếu ký quỹ.',
};
