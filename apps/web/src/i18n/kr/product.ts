import type { AreaMessages } from '../area-messages.ts';
import type { product as english } from '../en/product.ts';

export const product: AreaMessages<typeof english> = {
  searchTitle: '검색',
  searchPlaceholder: '종목 검색 (예: EUR)',
  searchHint: '코드를 입력해 종목을 찾으세요',
  noResults: '검색된 종목이 없습니다',
  instrument: '종목',
  lastPrice: '현재가',
  change: '등락률',
  providersTitle: '서비스 제공사',
  providerSearchPlaceholder: '회사명으로 검색',
  noProviders: '검색된 제공사가 없습니다',
  providerHint:
    '제공사를 탭하면 선택되고 상세 정보가 표시됩니다. 선택한 내용은 이 기기에 저장됩니다.',
  providerChosen: '선택됨',
  providerSubject: '운영 법인',
  providerAddress: '등록 주소',
  providerLocation: '소재지',
  providerEmail: '이메일',
  providerWebsite: '웹사이트',
};
