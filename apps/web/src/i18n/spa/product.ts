import type { AreaMessages } from '../area-messages.ts';
import type { product as english } from '../en/product.ts';

export const product: AreaMessages<typeof english> = {
  searchTitle: 'Buscar',
  searchPlaceholder: 'Buscar instrumentos, p. ej. EUR',
  searchHint: 'Escriba un código para encontrar un instrumento',
  noResults: 'No se encontraron instrumentos',
  instrument: 'Instrumento',
  lastPrice: 'Último precio',
  change: 'Variación',
  providersTitle: 'Proveedores',
  providerSearchPlaceholder: 'Buscar proveedores por nombre',
  noProviders: 'No se encontraron proveedores',
  providerHint:
    'Toque un proveedor para elegirlo y ver sus datos. Este dispositivo recordará su elección.',
  providerChosen: 'Elegido',
  providerSubject: 'Entidad',
  providerAddress: 'Domicilio social',
  providerLocation: 'Ubicación',
  providerEmail: 'Correo electrónico',
  providerWebsite: 'Sitio web',
};
