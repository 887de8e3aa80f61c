import type { SeedText } from './seed-text.ts';

export const de: SeedText = {
  categories: {
    forex: 'Devisen',
    metals: 'Edelmetalle',
    energy: 'Energie',
    indices: 'Indizes',
    crypto: 'Kryptowährungen',
  },
  excludedCountries: {
    title: 'Länder und Regionen, die wir nicht bedienen',
    summary:
      'Aus regulatorischen Gründen bieten wir unsere Dienste nicht für Einwohner von Nordkorea, Israel, Festlandchina, Vanuatu und Kuba an.',
    content:
      '<p>Aus regulatorischen Gründen bieten wir unsere Dienste nicht für Einwohner von Nordkorea, Israel, Festlandchina, Vanuatu und Kuba an.</p>' +
      '<p>Aus diesen Ländern und Regionen können keine Konten eröffnet werden, und Telefonnummern von dort können nicht zur Registrierung verwendet werden. Wenn sich Ihre Umstände ändern, wenden Sie sich bitte an den Kundenservice.</p>',
  },
};
