import type { AreaMessages } from '../area-messages.ts';
import type { copyTrading as english } from '../en/copy-trading.ts';

export const copyTrading: AreaMessages<typeof english> = {
  documentary: 'कॉपी ट्रेडिंग',
  ranking: 'ट्रेडर रैंकिंग',
  comingSoon: 'कॉपी ट्रेडिंग जल्द आ रही है',
  allTraders: 'सभी',
  realTraders: 'रियल अकाउंट',
  demoTraders: 'डेमो अकाउंट',
  realLabel: 'रियल',
  demoLabel: 'डेमो',
  rankNumber: 'रैंक {{rank}}',
  threeWeekReturn: '3 हफ़्ते का रिटर्न',
  winRate: 'विन रेट',
  threeWeekProfit: '3 हफ़्ते का प्रॉफ़िट (USD)',
  maxDrawdown: 'अधिकतम ड्रॉडाउन',
  risk: 'रिस्क',
  riskOf: 'रिस्क {{score}}/10',
  totalReturn: 'कुल रिटर्न',
  closedPositions: 'बंद {{closed}} / कुल {{total}}',
  followers_one: '{{count}} फ़ॉलोअर',
  followers_other: '{{count}} फ़ॉलोअर्स',
  leverage: '×{{value}}',
  howRanked:
    'रैंकिंग {{days}} दिन के रिटर्न में से अधिकतम ड्रॉडाउन का दोगुना घटाकर तय होती है। डिपॉज़िट और विदड्रॉल रिटर्न में नहीं गिने जाते।',
  whoIsListed:
    '{{days}} दिन में कम से कम {{min}} पोजीशन बंद करने वाले ट्रेडर। रियल अकाउंट वाले ट्रेडर तभी दिखते हैं जब वे खुद चुनें।',
  updatedAt: 'अपडेट: {{time}}',
  empty: 'बोर्ड पर अभी कोई ट्रेडर नहीं',
  emptyHint: '{{days}} दिन में {{min}} पोजीशन बंद करने के बाद ट्रेडर यहाँ दिखते हैं।',
  loadFailed: 'रैंकिंग लोड नहीं हो सकी',
};
