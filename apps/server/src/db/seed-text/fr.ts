import type { SeedText } from './seed-text.ts';

export const fr: SeedText = {
  categories: {
    forex: 'Forex',
    metals: 'Métaux',
    energy: 'Énergie',
    indices: 'Indices',
    crypto: 'Cryptomonnaies',
  },
  excludedCountries: {
    title: 'Pays et régions non desservis',
    summary:
      'Conformément à notre politique, nos services ne sont pas proposés aux résidents de Corée du Nord, d’Israël, de Chine continentale, du Vanuatu et de Cuba.',
    content:
      '<p>Conformément à notre politique, nos services ne sont pas proposés aux résidents de Corée du Nord, d’Israël, de Chine continentale, du Vanuatu et de Cuba.</p>' +
      '<p>Aucun compte ne peut être ouvert depuis ces pays et régions, et leurs numéros de téléphone ne peuvent pas servir à l’inscription. Si votre situation change, veuillez contacter le service client.</p>',
  },
};
