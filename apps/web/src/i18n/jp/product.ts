import type { AreaMessages } from '../area-messages.ts';
import type { product as english } from '../en/product.ts';

export const product: AreaMessages<typeof english> = {
  searchTitle: '検索',
  searchPlaceholder: '銘柄を検索（例：EUR）',
  searchHint: 'コードを入力して銘柄を検索',
  noResults: '該当する銘柄がありません',
  instrument: '銘柄',
  lastPrice: '現在値',
  change: '前日比',
  providersTitle: '提供会社',
  providerSearchPlaceholder: '会社名で検索',
  noProviders: '該当する提供会社がありません',
  providerHint: '提供会社をタップすると選択され、詳細を表示します。選択はこの端末に保存されます。',
  providerChosen: '選択中',
  providerSubject: '運営法人',
  providerAddress: '登記住所',
  providerLocation: '所在地',
  providerEmail: 'メール',
  providerWebsite: 'ウェブサイト',
};
