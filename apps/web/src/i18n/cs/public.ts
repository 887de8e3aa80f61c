import type { AreaMessages } from '../area-messages.ts';
import type { publicArea as english } from '../en/public.ts';
import { legal } from './legal.ts';

export const publicArea: AreaMessages<typeof english> = {
  ...legal,
  appName: 'Trade',
  confirm: 'Potvrdit',
  cancel: 'Zrušit',
  close: 'Zavřít',
  back: 'Zpět',
  loading: 'Načítání…',
  noData: 'Žádná data',
  retry: 'Zkusit znovu',
  networkError: 'Chyba sítě ({{code}})',
  comingSoon: 'Připravujeme',
  comingSoonHint: 'Tato funkce bude brzy k dispozici.',
  pullToRefresh: 'Stažením obnovíte',
  releaseToRefresh: 'Uvolněním obnovíte',
  refreshing: 'Obnovování…',
  search: 'Hledat',
  language: 'Jazyk',
  userCentre: 'Můj účet',
  notFound: 'Stránka nenalezena',
  goHome: 'Zpět na trhy',
  all: 'Vše',
  announcement:
    'Z regulatorních důvodů neposkytujeme služby v Severní Koreji, Izraeli, Číně, Vanuatu a na Kubě.',
  copy: 'Kopírovat',
  copySuccess: 'Zkopírováno',
  connectionOffline: 'Nejste připojeni: ceny nejsou aktuální a obchodování je pozastaveno',
  connectionLost: 'Spojení bylo přerušeno, připojujeme znovu…',
  connectionRestored: 'Opět připojeno: ceny jsou aktuální',
  copyFailed: 'Kopírování se nezdařilo: označte text a zkopírujte ho ručně',
};
