import type { AreaMessages } from '../area-messages.ts';
import type { product as english } from '../en/product.ts';

export const product: AreaMessages<typeof english> = {
  searchTitle: 'सर्च',
  searchPlaceholder: 'इंस्ट्रूमेंट खोजें, जैसे EUR',
  searchHint: 'इंस्ट्रूमेंट खोजने के लिए कोड टाइप करें',
  noResults: 'कोई इंस्ट्रूमेंट नहीं मिला',
  instrument: 'इंस्ट्रूमेंट',
  lastPrice: 'अंतिम प्राइस',
  change: 'बदलाव',
  providersTitle: 'प्रोवाइडर',
  providerSearchPlaceholder: 'नाम से प्रोवाइडर खोजें',
  noProviders: 'कोई प्रोवाइडर नहीं मिला',
  providerHint: 'प्रोवाइडर चुनने और उसका विवरण देखने के लिए टैप करें। यह डिवाइस आपकी पसंद याद रखता है।',
  providerChosen: 'चुना गया',
  providerSubject: 'संस्था',
  providerAddress: 'रजिस्टर्ड पता',
  providerLocation: 'स्थान',
  providerEmail: 'ईमेल',
  providerWebsite: 'वेबसाइट',
};
