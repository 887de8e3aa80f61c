import type { AreaMessages } from '../area-messages.ts';
import type { publicArea as english } from '../en/public.ts';
import { legal } from './legal.ts';

export const publicArea: AreaMessages<typeof english> = {
  ...legal,
  appName: 'Trade',
  confirm: '確定',
  cancel: '取消',
  close: '關閉',
  back: '返回',
  loading: '載入中…',
  noData: '暫無資料',
  retry: '重試',
  networkError: '網絡錯誤（{{code}}）',
  comingSoon: '敬請期待',
  comingSoonHint: '此功能即將推出。',
  pullToRefresh: '下拉刷新',
  releaseToRefresh: '鬆開即可刷新',
  refreshing: '刷新中…',
  search: '搜尋',
  language: '語言',
  userCentre: '用戶中心',
  notFound: '找不到頁面',
  goHome: '返回行情',
  all: '全部',
  announcement: '基於政策原因，本平台不向朝鮮、以色列、中國、瓦努阿圖及古巴提供服務。',
  copy: '複製',
  copySuccess: '複製成功',
  connectionOffline: '網絡已斷開：報價並非實時，交易已暫停',
  connectionLost: '連線中斷：正在重新連線…',
  connectionRestored: '已重新連線：報價已恢復實時',
  copyFailed: '無法複製，請選取文字後手動複製',
};
