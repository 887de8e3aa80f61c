import type { SeedText } from './seed-text.ts';

export const cs: SeedText = {
  categories: {
    forex: 'Forex',
    metals: 'Drahé kovy',
    energy: 'Energie',
    indices: 'Indexy',
    crypto: 'Kryptoměny',
  },
  excludedCountries: {
    title: 'Země a regiony, kde neposkytujeme služby',
    summary:
      'Z regulatorních důvodů neposkytujeme služby obyvatelům Severní Koreje, Izraele, pevninské Číny, Vanuatu a Kuby.',
    content:
      '<p>Z regulatorních důvodů neposkytujeme služby obyvatelům Severní Koreje, Izraele, pevninské Číny, Vanuatu a Kuby.</p>' +
      '<p>Z těchto zemí a regionů nelze otevřít účet a tamní telefonní čísla nelze použít k registraci. Pokud se vaše situace změní, kontaktujte prosím zákaznickou podporu.</p>',
  },
};
