import type { AreaMessages } from '../area-messages.ts';
import type { publicArea as english } from '../en/public.ts';
import { legal } from './legal.ts';

export const publicArea: AreaMessages<typeof english> = {
  ...legal,
  appName: 'Trade',
  confirm: '확인',
  cancel: '취소',
  close: '닫기',
  back: '뒤로',
  loading: '불러오는 중…',
  noData: '데이터가 없습니다',
  retry: '다시 시도',
  networkError: '네트워크 오류({{code}})',
  comingSoon: '오픈 예정',
  comingSoonHint: '곧 제공될 기능입니다.',
  pullToRefresh: '당겨서 새로고침',
  releaseToRefresh: '놓으면 새로고침',
  refreshing: '새로고침 중…',
  search: '검색',
  language: '언어',
  userCentre: '마이페이지',
  notFound: '페이지를 찾을 수 없습니다',
  goHome: '시세로 돌아가기',
  all: '전체',
  announcement:
    '정책상의 이유로 북한, 이스라엘, 중국, 바누아투, 쿠바에는 서비스를 제공하지 않습니다.',
  copy: '복사',
  copySuccess: '복사되었습니다',
  connectionOffline: '오프라인 상태입니다. 시세가 실시간이 아니며 거래가 일시 중지되었습니다',
  connectionLost: '연결이 끊어졌습니다. 재연결 중…',
  connectionRestored: '다시 연결되었습니다. 실시간 시세를 받고 있습니다',
  copyFailed: '복사하지 못했습니다. 텍스트를 선택해 직접 복사하세요',
};
