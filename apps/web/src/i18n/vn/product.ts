import type { AreaMessages } from '../area-messages.ts';
import type { product as english } from '../en/product.ts';

export const product: AreaMessages<typeof english> = {
  searchTitle: 'Tìm kiếm',
  searchPlaceholder: 'Tìm sản phẩm, ví dụ EUR',
  searchHint: 'Nhập mã để tìm sản phẩm',
  noResults: 'Không tìm thấy sản phẩm',
  instrument: 'Sản phẩm',
  lastPrice: 'Giá mới nhất',
  change: 'Thay đổi',
  providersTitle: 'Nhà cung cấp',
  providerSearchPlaceholder: 'Tìm nhà cung cấp theo tên',
  noProviders: 'Không tìm thấy nhà cung cấp',
  providerHint:
    'Chạm vào một nhà cung cấp để chọn và xem thông tin. Thiết bị này sẽ ghi nhớ lựa chọn của bạn.',
  providerChosen: 'Đã chọn',
  providerSubject: 'Pháp nhân',
  providerAddress: 'Địa chỉ đăng ký',
  providerLocation: 'Địa điểm',
  providerEmail: 'Email',
  providerWebsite: 'Trang web',
};
