import type { AreaMessages } from '../area-messages.ts';
import type { tabbar as english } from '../en/tabbar.ts';

export const tabbar: AreaMessages<typeof english> = {
  label: 'मुख्य नेविगेशन',
  market: 'मार्केट',
  trading: 'ट्रेड',
  orders: 'ऑर्डर',
  documentary: 'कॉपी ट्रेड',
  ranking: 'रैंकिंग',
};
