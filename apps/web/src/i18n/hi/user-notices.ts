import type { AreaMessages } from '../area-messages.ts';
import type { userNotices as english } from '../en/user-notices.ts';

/** Hindi, as Indian trading apps write to their users. */
export const userNotices: AreaMessages<typeof english> = {
  noticeTitle: 'सूचनाएँ',
  noticeEmpty:
    'अभी कोई सूचना नहीं है। पेंडिंग ऑर्डर का एक्ज़ीक्यूट होना, स्टॉप-लॉस या टेक-प्रॉफ़िट ट्रिगर होना, और डिपॉज़िट, विदड्रॉ व KYC की समीक्षा के नतीजे यहाँ दिखेंगे।',
  noticeLoadFailed: 'सूचनाएँ लोड नहीं हो सकीं।',
  noticeMarkAllRead: 'सभी को पढ़ा हुआ मार्क करें',
  noticeUnread: '{{count}} अपठित',
  noticeNew: 'नई',
  noticeOpen: 'देखें',
  noticeBrowser: 'ब्राउज़र सूचनाएँ',
  noticeBrowserHint: 'ऐप बैकग्राउंड में होने पर भी इस डिवाइस पर सूचनाएँ दिखाएँ।',
  noticeBrowserDenied: 'इस साइट के लिए सूचनाएँ ब्लॉक हैं। ब्राउज़र सेटिंग्स में इन्हें अनुमति दें।',
  noticeBrowserUnsupported: 'यह ब्राउज़र सूचनाएँ नहीं दिखा सकता।',
  noticeBuy: 'खरीद',
  noticeSell: 'बिक्री',
  noticeFilledTitle: 'पेंडिंग ऑर्डर एक्ज़ीक्यूट हुआ',
  noticeFilled: '{{symbol}} {{side}} {{lots}} लॉट {{price}} पर एक्ज़ीक्यूट हुआ',
  noticeStopLossTitle: 'स्टॉप-लॉस ट्रिगर हुआ',
  noticeStopLoss: 'स्टॉप-लॉस ने {{symbol}} {{side}} {{lots}} लॉट {{price}} पर बंद किया: {{pnl}}',
  noticeTakeProfitTitle: 'टेक-प्रॉफ़िट ट्रिगर हुआ',
  noticeTakeProfit: 'टेक-प्रॉफ़िट ने {{symbol}} {{side}} {{lots}} लॉट {{price}} पर बंद किया: {{pnl}}',
  noticeStopOutTitle: 'स्टॉप-आउट',
  noticeStopOut: 'मार्जिन कम है: {{symbol}} {{side}} {{lots}} लॉट {{price}} पर बंद किया गया: {{pnl}}',
  noticeDepositApprovedTitle: 'डिपॉज़िट जमा हुआ',
  noticeDepositApproved: '{{amount}} {{currency}} आपके बैलेंस में जमा कर दिए गए हैं।',
  noticeDepositRejectedTitle: 'डिपॉज़िट अस्वीकार हुआ',
  noticeDepositRejected: 'आपका {{amount}} {{currency}} का डिपॉज़िट अस्वीकार कर दिया गया: {{remark}}',
  noticeDepositRejectedPlain: 'आपका {{amount}} {{currency}} का डिपॉज़िट अस्वीकार कर दिया गया।',
  noticeWithdrawalPaidTitle: 'विदड्रॉ का भुगतान हुआ',
  noticeWithdrawalPaid: 'आपके {{amount}} {{currency}} के विदड्रॉ का भुगतान कर दिया गया है।',
  noticeWithdrawalRejectedTitle: 'विदड्रॉ अस्वीकार हुआ',
  noticeWithdrawalRejected:
    'आपका {{amount}} {{currency}} का विदड्रॉ अस्वीकार हुआ और राशि बैलेंस में लौटा दी गई: {{remark}}',
  noticeWithdrawalRejectedPlain:
    'आपका {{amount}} {{currency}} का विदड्रॉ अस्वीकार हुआ और राशि बैलेंस में लौटा दी गई।',
  noticeKycApprovedTitle: 'KYC सत्यापित',
  noticeKycApproved: 'आपका KYC वेरिफ़िकेशन स्वीकृत हो गया है।',
  noticeKycRejectedTitle: 'KYC लौटाया गया',
  noticeKycRejected: 'आपके दस्तावेज़ लौटा दिए गए: {{remark}}। कृपया इन्हें दोबारा जमा करें।',
  noticeOtherTitle: 'खाते से जुड़ी सूचना',
  noticeOther: 'आपके खाते में कुछ बदलाव हुआ है। यह सूचना पढ़ने के लिए ऐप अपडेट करें।',
};
