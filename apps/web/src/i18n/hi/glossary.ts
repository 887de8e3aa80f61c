import type { Glossary } from '../glossary-terms.ts';

/** The trading terms as Indian traders read them in Hindi trading apps. */
export const glossary: Glossary = {
  margin: 'मार्जिन',
  freeMargin: 'उपलब्ध मार्जिन',
  leverage: 'लीवरेज',
  lots: 'लॉट',
  stopLoss: 'स्टॉप-लॉस',
  takeProfit: 'टेक-प्रॉफ़िट',
  pendingOrder: 'पेंडिंग ऑर्डर',
  riskRate: 'मार्जिन लेवल',
  netValue: 'इक्विटी',
  closePosition: 'पोजीशन बंद',
  buyLong: 'खरीदें',
  sellShort: 'बेचें',
  holding: 'ओपन पोजीशन',
};
