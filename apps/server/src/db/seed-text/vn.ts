import type { SeedText } from './seed-text.ts';

export const vn: SeedText = {
  categories: {
    forex: 'Ngoại hối',
    metals: 'Kim loại',
    energy: 'Năng lượng',
    indices: 'Chỉ số',
    crypto: 'Tiền điện tử',
  },
  excludedCountries: {
    title: 'Các quốc gia và khu vực chúng tôi không phục vụ',
    summary:
      'Vì lý do chính sách, chúng tôi không cung cấp dịch vụ cho cư dân Triều Tiên, Israel, Trung Quốc đại lục, Vanuatu và Cuba.',
    content:
      '<p>Vì lý do chính sách, chúng tôi không cung cấp dịch vụ cho cư dân Triều Tiên, Israel, Trung Quốc đại lục, Vanuatu và Cuba.</p>' +
      '<p>Không thể mở tài khoản từ các quốc gia và khu vực này, và không thể dùng số điện thoại tại đây để đăng ký. Nếu hoàn cảnh của Quý khách thay đổi, vui lòng liên hệ bộ phận hỗ trợ khách hàng.</p>',
  },
};
