import type { AreaMessages } from '../area-messages.ts';
import type { publicArea as english } from '../en/public.ts';
import { legal } from './legal.ts';

export const publicArea: AreaMessages<typeof english> = {
  ...legal,
  appName: 'Trade',
  confirm: 'Xác nhận',
  cancel: 'Hủy',
  close: 'Đóng',
  back: 'Quay lại',
  loading: 'Đang tải…',
  noData: 'Không có dữ liệu',
  retry: 'Thử lại',
  networkError: 'Lỗi mạng ({{code}})',
  comingSoon: 'Sắp ra mắt',
  comingSoonHint: 'Tính năng này đang được phát triển.',
  pullToRefresh: 'Kéo xuống để làm mới',
  releaseToRefresh: 'Thả ra để làm mới',
  refreshing: 'Đang làm mới…',
  search: 'Tìm kiếm',
  language: 'Ngôn ngữ',
  userCentre: 'Tài khoản của tôi',
  notFound: 'Không tìm thấy trang',
  goHome: 'Quay lại thị trường',
  all: 'Tất cả',
  announcement:
    'Vì lý do chính sách, chúng tôi không cung cấp dịch vụ tại Triều Tiên, Israel, Trung Quốc, Vanuatu và Cuba.',
  copy: 'Sao chép',
  copySuccess: 'Đã sao chép',
  connectionOffline: 'Bạn đang ngoại tuyến: giá không cập nhật trực tiếp và giao dịch tạm dừng',
  connectionLost: 'Mất kết nối: đang kết nối lại…',
  connectionRestored: 'Đã kết nối lại: giá đang cập nhật trực tiếp',
  copyFailed: 'Không sao chép được, vui lòng chọn văn bản và sao chép thủ công',
};
