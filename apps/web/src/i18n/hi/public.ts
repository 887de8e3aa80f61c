import type { AreaMessages } from '../area-messages.ts';
import type { publicArea as english } from '../en/public.ts';
import { legal } from './legal.ts';

export const publicArea: AreaMessages<typeof english> = {
  ...legal,
  appName: 'Trade',
  confirm: 'पुष्टि करें',
  cancel: 'रद्द करें',
  close: 'बंद करें',
  back: 'वापस',
  loading: 'लोड हो रहा है…',
  noData: 'कोई डेटा नहीं',
  retry: 'फिर कोशिश करें',
  networkError: 'नेटवर्क त्रुटि ({{code}})',
  comingSoon: 'जल्द आ रहा है',
  comingSoonHint: 'यह फ़ीचर जल्द आ रहा है।',
  pullToRefresh: 'रिफ़्रेश के लिए नीचे खींचें',
  releaseToRefresh: 'रिफ़्रेश के लिए छोड़ें',
  refreshing: 'रिफ़्रेश हो रहा है…',
  search: 'खोजें',
  language: 'भाषा',
  userCentre: 'मेरा अकाउंट',
  notFound: 'पेज नहीं मिला',
  goHome: 'मार्केट पर वापस',
  all: 'सभी',
  announcement: 'नीतिगत कारणों से उत्तर कोरिया, इज़राइल, चीन, वानुआतु और क्यूबा में सेवाएँ उपलब्ध नहीं हैं।',
  copy: 'कॉपी करें',
  copySuccess: 'कॉपी हो गया',
  connectionOffline: 'आप ऑफ़लाइन हैं: प्राइस लाइव नहीं हैं और ट्रेडिंग रुकी हुई है',
  connectionLost: 'कनेक्शन टूट गया: फिर से जुड़ रहे हैं…',
  connectionRestored: 'फिर से कनेक्ट हो गए: प्राइस लाइव हैं',
  copyFailed: 'कॉपी नहीं हो सका: कृपया टेक्स्ट चुनकर कॉपी करें',
};
