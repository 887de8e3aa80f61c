import type { AreaMessages } from '../area-messages.ts';
import type { func as english } from '../en/func.ts';

export const func: AreaMessages<typeof english> = {
  wallet: 'Carteira',
  realName: 'Verificação de identidade',
  invite: 'Convidar amigos',
  password: 'Alterar senha',
  customerService: 'Atendimento ao cliente',
  complaintEmail: 'E-mail para reclamações',
  announcement: 'Comunicados',
  language: 'Idioma',
  other: 'Outros',
  feedback: 'Sugestões',
  settings: 'Configurações',
};
