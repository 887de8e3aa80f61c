import type { SeedText } from './seed-text.ts';

export const en: SeedText = {
  categories: {
    forex: 'Forex',
    metals: 'Metals',
    energy: 'Energy',
    indices: 'Indices',
    crypto: 'Crypto',
  },
  excludedCountries: {
    title: 'Countries and regions we do not serve',
    summary:
      'For policy reasons, our services are not provided to residents of North Korea, Israel, mainland China, Vanuatu or Cuba.',
    content:
      '<p>For policy reasons, our services are not provided to residents of North Korea, Israel, mainland China, Vanuatu or Cuba.</p>' +
      '<p>Accounts cannot be opened from these places, and phone numbers from them cannot be used to register. If your circumstances change, please contact customer service.</p>',
  },
};
