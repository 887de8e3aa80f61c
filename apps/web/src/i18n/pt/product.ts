import type { AreaMessages } from '../area-messages.ts';
import type { product as english } from '../en/product.ts';

export const product: AreaMessages<typeof english> = {
  searchTitle: 'Pesquisar',
  searchPlaceholder: 'Pesquisar instrumentos, p. ex. EUR',
  searchHint: 'Escreva um código para encontrar um instrumento',
  noResults: 'Nenhum instrumento encontrado',
  instrument: 'Instrumento',
  lastPrice: 'Último preço',
  change: 'Variação',
  providersTitle: 'Fornecedores',
  providerSearchPlaceholder: 'Pesquisar fornecedores pelo nome',
  noProviders: 'Nenhum fornecedor encontrado',
  providerHint:
    'Toque em um fornecedor para escolhê-lo e ver os detalhes. Este dispositivo guarda a sua escolha.',
  providerChosen: 'Escolhido',
  providerSubject: 'Entidade',
  providerAddress: 'Endereço da sede',
  providerLocation: 'Localização',
  providerEmail: 'Endereço de e-mail',
  providerWebsite: 'Site',
};
