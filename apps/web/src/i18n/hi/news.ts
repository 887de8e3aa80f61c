import type { AreaMessages } from '../area-messages.ts';
import type { news as english } from '../en/news.ts';

export const news: AreaMessages<typeof english> = {
  title: 'न्यूज़',
  detail: 'न्यूज़ विवरण',
  announcements: 'घोषणाएँ',
  announcement: 'घोषणा',
  empty: 'अभी कोई न्यूज़ नहीं। फिर से देखने के लिए नीचे खींचें।',
  announcementsEmpty: 'अभी कोई घोषणा नहीं।',
  loadFailed: 'लोड नहीं हो सका।',
  pinned: 'पिन किया गया',
  unread: 'अपठित',
  unreadCount_one: '{{count}} अपठित घोषणा',
  unreadCount_other: '{{count}} अपठित घोषणाएँ',
  readMore: 'और पढ़ें',
  gotIt: 'ठीक है',
  notFound: 'यह लेख अब उपलब्ध नहीं है।',
  backToList: 'सूची पर वापस जाएँ',
};
