import type { SeedText } from './seed-text.ts';

export const spa: SeedText = {
  categories: {
    forex: 'Divisas',
    metals: 'Metales',
    energy: 'Energía',
    indices: 'Índices',
    crypto: 'Criptomonedas',
  },
  excludedCountries: {
    title: 'Países y regiones en los que no prestamos servicio',
    summary:
      'Por motivos de política de la empresa, no prestamos servicios a residentes de Corea del Norte, Israel, China continental, Vanuatu ni Cuba.',
    content:
      '<p>Por motivos de política de la empresa, no prestamos servicios a residentes de Corea del Norte, Israel, China continental, Vanuatu ni Cuba.</p>' +
      '<p>No es posible abrir cuentas desde estos lugares ni registrarse con números de teléfono de estos países. Si su situación cambia, contacte con atención al cliente.</p>',
  },
};
