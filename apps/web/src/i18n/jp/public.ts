import type { AreaMessages } from '../area-messages.ts';
import type { publicArea as english } from '../en/public.ts';
import { legal } from './legal.ts';

export const publicArea: AreaMessages<typeof english> = {
  ...legal,
  appName: 'Trade',
  confirm: '確定',
  cancel: 'キャンセル',
  close: '閉じる',
  back: '戻る',
  loading: '読み込み中…',
  noData: 'データがありません',
  retry: '再試行',
  networkError: 'ネットワークエラー（{{code}}）',
  comingSoon: '近日公開',
  comingSoonHint: 'この機能は近日公開予定です。',
  pullToRefresh: '下に引いて更新',
  releaseToRefresh: '指を離して更新',
  refreshing: '更新中…',
  search: '検索',
  language: '言語',
  userCentre: 'マイページ',
  notFound: 'ページが見つかりません',
  goHome: 'レート一覧へ',
  all: 'すべて',
  announcement:
    '政策上の理由により、北朝鮮、イスラエル、中国、バヌアツ、キューバではサービスを提供しておりません。',
  copy: 'コピー',
  copySuccess: 'コピーしました',
  connectionOffline: 'オフラインです。レートは更新されず、取引を一時停止しています',
  connectionLost: '接続が切れました。再接続しています…',
  connectionRestored: '接続が回復しました。レートの配信を再開しました',
  copyFailed: 'コピーできませんでした。テキストを選択してコピーしてください',
};
