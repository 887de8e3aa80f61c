import type { AreaMessages } from '../area-messages.ts';
import type { publicArea as english } from '../en/public.ts';
import { legal } from './legal.ts';

export const publicArea: AreaMessages<typeof english> = {
  ...legal,
  appName: 'Trade',
  confirm: 'Confirmar',
  cancel: 'Cancelar',
  close: 'Fechar',
  back: 'Voltar',
  loading: 'Carregando…',
  noData: 'Sem dados',
  retry: 'Tentar novamente',
  networkError: 'Erro de rede ({{code}})',
  comingSoon: 'Em breve',
  comingSoonHint: 'Esta funcionalidade chegará em breve.',
  pullToRefresh: 'Puxe para atualizar',
  releaseToRefresh: 'Solte para atualizar',
  refreshing: 'Atualizando…',
  search: 'Pesquisar',
  language: 'Idioma',
  userCentre: 'Área do cliente',
  notFound: 'Página não encontrada',
  goHome: 'Voltar ao mercado',
  all: 'Todos',
  announcement:
    'Por razões de política da empresa, não prestamos serviços na Coreia do Norte, em Israel, na China, em Vanuatu nem em Cuba.',
  copy: 'Copiar',
  copySuccess: 'Copiado',
  connectionOffline: 'Sem conexão: os preços não estão em tempo real e a negociação está pausada',
  connectionLost: 'Conexão perdida: reconectando…',
  connectionRestored: 'Conectado novamente: preços em tempo real',
  copyFailed: 'Não foi possível copiar: selecione o texto e copie-o',
};
