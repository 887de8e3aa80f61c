import type { SeedText } from './seed-text.ts';

export const kr: SeedText = {
  categories: {
    forex: '외환',
    metals: '귀금속',
    energy: '에너지',
    indices: '지수',
    crypto: '가상자산',
  },
  excludedCountries: {
    title: '서비스 제공 제외 국가 및 지역',
    summary:
      '정책상의 이유로 북한, 이스라엘, 중국 본토, 바누아투, 쿠바 거주자에게는 서비스를 제공하지 않습니다.',
    content:
      '<p>정책상의 이유로 북한, 이스라엘, 중국 본토, 바누아투, 쿠바 거주자에게는 서비스를 제공하지 않습니다.</p>' +
      '<p>해당 국가 및 지역에서는 계좌를 개설할 수 없으며, 해당 지역의 전화번호로도 가입할 수 없습니다. 상황이 바뀐 경우 고객센터로 문의해 주세요.</p>',
  },
};
