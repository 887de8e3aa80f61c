import type { SeedText } from './seed-text.ts';

export const pt: SeedText = {
  categories: {
    forex: 'Forex',
    metals: 'Metais',
    energy: 'Energia',
    indices: 'Índices',
    crypto: 'Criptomoedas',
  },
  excludedCountries: {
    title: 'Países e regiões onde não prestamos serviços',
    summary:
      'Por razões de política da empresa, não prestamos serviços a residentes da Coreia do Norte, de Israel, da China continental, de Vanuatu ou de Cuba.',
    content:
      '<p>Por razões de política da empresa, não prestamos serviços a residentes da Coreia do Norte, de Israel, da China continental, de Vanuatu ou de Cuba.</p>' +
      '<p>Não é possível abrir contas a partir destes locais nem criar conta com números de telefone destes países. Se a sua situação mudar, fale com o atendimento ao cliente.</p>',
  },
};
