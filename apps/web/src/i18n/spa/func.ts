import type { AreaMessages } from '../area-messages.ts';
import type { func as english } from '../en/func.ts';

export const func: AreaMessages<typeof english> = {
  wallet: 'Billetera',
  realName: 'Verificación de identidad',
  invite: 'Invitar amigos',
  password: 'Cambiar contraseña',
  customerService: 'Atención al cliente',
  complaintEmail: 'Correo para quejas',
  announcement: 'Anuncios',
  language: 'Idioma',
  other: 'Otros',
  feedback: 'Comentarios',
  settings: 'Configuración',
};
