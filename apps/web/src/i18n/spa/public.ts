import type { AreaMessages } from '../area-messages.ts';
import type { publicArea as english } from '../en/public.ts';
import { legal } from './legal.ts';

export const publicArea: AreaMessages<typeof english> = {
  ...legal,
  appName: 'Trade',
  confirm: 'Confirmar',
  cancel: 'Cancelar',
  close: 'Cerrar',
  back: 'Volver',
  loading: 'Cargando…',
  noData: 'Sin datos',
  retry: 'Reintentar',
  networkError: 'Error de red ({{code}})',
  comingSoon: 'Próximamente',
  comingSoonHint: 'Esta función estará disponible pronto.',
  pullToRefresh: 'Deslice hacia abajo para actualizar',
  releaseToRefresh: 'Suelte para actualizar',
  refreshing: 'Actualizando…',
  search: 'Buscar',
  language: 'Idioma',
  userCentre: 'Mi cuenta',
  notFound: 'Página no encontrada',
  goHome: 'Volver al mercado',
  all: 'Todos',
  announcement:
    'Por motivos de política de la empresa, no prestamos servicios en Corea del Norte, Israel, China, Vanuatu ni Cuba.',
  copy: 'Copiar',
  copySuccess: 'Copiado',
  connectionOffline:
    'Sin conexión: los precios no están en tiempo real y las operaciones están en pausa',
  connectionLost: 'Conexión perdida: reconectando…',
  connectionRestored: 'Conexión restablecida: precios en tiempo real',
  copyFailed: 'No se pudo copiar: seleccione el texto y cópielo',
};
