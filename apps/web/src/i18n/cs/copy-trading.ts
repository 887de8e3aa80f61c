import type { AreaMessages } from '../area-messages.ts';
import type { copyTrading as english } from '../en/copy-trading.ts';

export const copyTrading: AreaMessages<typeof english> = {
  documentary: 'Kopírování obchodů',
  ranking: 'Žebříček obchodníků',
  comingSoon: 'Kopírování obchodů brzy spustíme',
  allTraders: 'Vše',
  realTraders: 'Reálné účty',
  demoTraders: 'Demo účty',
  realLabel: 'Reálný',
  demoLabel: 'Demo',
  rankNumber: '{{rank}}. místo',
  threeWeekReturn: 'Výnos za 3 týdny',
  winRate: 'Úspěšnost',
  threeWeekProfit: 'Zisk za 3 týdny (USD)',
  maxDrawdown: 'Max. propad',
  risk: 'Riziko',
  riskOf: 'Riziko {{score}} z 10',
  totalReturn: 'Celkový výnos',
  closedPositions: 'Uzavřeno {{closed}} / celkem {{total}}',
  followers_one: '{{count}} sledující',
  followers_few: '{{count}} sledující',
  followers_many: '{{count}} sledujícího',
  followers_other: '{{count}} sledujících',
  leverage: 'Páka 1:{{value}}',
  howRanked:
    'Pořadí určuje {{days}}denní výnos snížený o dvojnásobek maximálního propadu. Vklady a výběry se do výnosu nezapočítávají.',
  whoIsListed:
    'Zobrazují se obchodníci, kteří za {{days}}denní období uzavřeli minimální počet pozic ({{min}}). Obchodníci s reálným účtem jen tehdy, pokud si to sami zvolí.',
  updatedAt: 'Aktualizováno {{time}}',
  empty: 'V žebříčku zatím nejsou žádní obchodníci',
  emptyHint:
    'Obchodníci se zde zobrazí, jakmile za {{days}}denní období uzavřou minimální počet pozic ({{min}}).',
  loadFailed: 'Žebříček se nepodařilo načíst',
};
