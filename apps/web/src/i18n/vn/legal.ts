import type { AreaMessages } from '../area-messages.ts';
import type { legal as english } from '../en/legal.ts';

export const legal: AreaMessages<typeof english> = {
  riskTitle: 'Công bố rủi ro',
  riskWarningShort: '{{pct}}% tài khoản CFD bán lẻ bị thua lỗ.',
  riskWarningShortRange: '74–89% tài khoản CFD bán lẻ bị thua lỗ.',
  riskWarningFull:
    'CFD là công cụ phức tạp và có rủi ro cao mất tiền nhanh chóng do đòn bẩy. {{pct}}% tài khoản nhà đầu tư bán lẻ bị thua lỗ khi giao dịch CFD với nhà cung cấp này. Bạn nên cân nhắc liệu mình có hiểu cách CFD hoạt động và có đủ khả năng chấp nhận rủi ro cao mất tiền hay không.',
  riskWarningFullRange:
    'CFD là công cụ phức tạp và có rủi ro cao mất tiền nhanh chóng do đòn bẩy. 74–89% tài khoản nhà đầu tư bán lẻ bị thua lỗ khi giao dịch CFD. Bạn nên cân nhắc liệu mình có hiểu cách CFD hoạt động và có đủ khả năng chấp nhận rủi ro cao mất tiền hay không.',
  risk1:
    'Hợp đồng chênh lệch (CFD) và giao dịch ngoại hối có đòn bẩy là những sản phẩm phức tạp, có rủi ro cao mất tiền nhanh chóng do đòn bẩy. Phần lớn tài khoản nhà đầu tư cá nhân bị thua lỗ khi giao dịch các sản phẩm này. Hãy cân nhắc liệu bạn có hiểu cách chúng vận hành và có đủ khả năng chấp nhận rủi ro cao mất tiền hay không.',
  risk2:
    'Đòn bẩy khuếch đại cả lãi lẫn lỗ. Chỉ một biến động giá nhỏ ngược chiều vị thế cũng có thể khiến bạn mất toàn bộ số ký quỹ đã nộp, và vị thế sẽ bị đóng tự động (stop-out) khi mức ký quỹ giảm dưới mức yêu cầu.',
  risk3:
    'Giá có thể biến động mạnh và nhảy khoảng trống, chẳng hạn qua cuối tuần hoặc khi có tin tức. Lệnh cắt lỗ chỉ giới hạn khoản lỗ ở mức giá khả dụng tiếp theo và không được bảo đảm.',
  risk4:
    'Bạn không sở hữu tài sản cơ sở. Chênh lệch giá, phí và phí qua đêm làm giảm kết quả của bạn. Hiệu quả trong quá khứ, xếp hạng của các nhà giao dịch khác và kết quả trên tài khoản demo không dự báo kết quả trong tương lai.',
  risk5:
    'Chỉ giao dịch bằng số tiền bạn có thể chấp nhận mất. Nếu không chắc các sản phẩm này có phù hợp với bạn, hãy tìm tư vấn độc lập trước khi giao dịch.',
  termsTitle: 'Điều khoản dịch vụ',
  terms1:
    'Các điều khoản này áp dụng cho việc bạn sử dụng nền tảng giao dịch và tài khoản của mình. Khi mở tài khoản, bạn xác nhận rằng mình đủ 18 tuổi trở lên, thông tin cung cấp là đúng sự thật và bạn không cư trú tại quốc gia không được cung cấp dịch vụ này.',
  terms2:
    'Hãy giữ bí mật mật khẩu: bạn chịu trách nhiệm về mọi hoạt động trên tài khoản của mình. Hãy báo ngay cho chúng tôi nếu bạn nghi ngờ người khác đã sử dụng tài khoản.',
  terms3:
    'Lệnh được khớp theo giá nền tảng báo tại thời điểm xử lý. Chúng tôi có thể từ chối hoặc hủy lệnh đặt ở mức giá sai rõ ràng, và sẽ đóng vị thế khi ký quỹ của bạn không còn đủ.',
  terms4:
    'Nạp và rút tiền phải qua xác minh danh tính và kiểm tra phòng chống rửa tiền. Tiền rút chỉ được chuyển đến phương thức đứng tên chính bạn.',
  terms5:
    'Chúng tôi không đưa ra lời khuyên đầu tư. Tin tức, bảng xếp hạng và các thông tin khác trên nền tảng chỉ mang tính tham khảo.',
  terms6:
    'Chúng tôi có thể tạm khóa hoặc đóng tài khoản được sử dụng vi phạm các điều khoản này hoặc pháp luật. Chúng tôi có thể thay đổi các điều khoản: phiên bản bạn đã chấp nhận được lưu cùng tài khoản, và các thay đổi quan trọng sẽ được thông báo trước.',
  legalVersion: 'Phiên bản {{version}}',
};
