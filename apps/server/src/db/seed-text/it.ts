import type { SeedText } from './seed-text.ts';

export const it: SeedText = {
  categories: {
    forex: 'Forex',
    metals: 'Metalli',
    energy: 'Energia',
    indices: 'Indici',
    crypto: 'Criptovalute',
  },
  excludedCountries: {
    title: 'Paesi e regioni in cui non operiamo',
    summary:
      'In base alle nostre politiche, i servizi non sono offerti ai residenti in Corea del Nord, Israele, Cina continentale, Vanuatu e Cuba.',
    content:
      '<p>In base alle nostre politiche, i servizi non sono offerti ai residenti in Corea del Nord, Israele, Cina continentale, Vanuatu e Cuba.</p>' +
      '<p>Non è possibile aprire un conto da questi paesi, né registrarsi con numeri di telefono locali. Se la tua situazione cambia, contatta l’assistenza clienti.</p>',
  },
};
