import type { AreaMessages } from '../area-messages.ts';
import type { legal as english } from '../en/legal.ts';

export const legal: AreaMessages<typeof english> = {
  riskTitle: 'Upozornění na rizika',
  riskWarningShort: '{{pct}} % retailových účtů CFD přichází o peníze.',
  riskWarningShortRange: '74–89 % retailových účtů CFD přichází o peníze.',
  riskWarningFull:
    'CFD jsou složité nástroje a kvůli pákovému efektu s nimi souvisí vysoké riziko rychlé ztráty peněz. Při obchodování s CFD u tohoto poskytovatele přichází o peníze {{pct}} % účtů retailových investorů. Měli byste zvážit, zda rozumíte tomu, jak CFD fungují, a zda si můžete dovolit podstoupit vysoké riziko ztráty svých peněz.',
  riskWarningFullRange:
    'CFD jsou složité nástroje a kvůli pákovému efektu s nimi souvisí vysoké riziko rychlé ztráty peněz. Při obchodování s CFD přichází o peníze 74–89 % účtů retailových investorů. Měli byste zvážit, zda rozumíte tomu, jak CFD fungují, a zda si můžete dovolit podstoupit vysoké riziko ztráty svých peněz.',
  risk1:
    'Rozdílové smlouvy (CFD) a forex s pákou jsou složité nástroje a kvůli páce s sebou nesou vysoké riziko rychlé ztráty peněz. Většina účtů retailových investorů při obchodování s těmito produkty přichází o peníze. Zvažte, zda rozumíte tomu, jak fungují, a zda si můžete dovolit podstoupit vysoké riziko ztráty svých peněz.',
  risk2:
    'Páka zvětšuje zisky i ztráty. I malý pohyb ceny proti vaší pozici vás může stát celou složenou marži a pozice se automaticky uzavírají (stop-out), když úroveň marže klesne pod požadovanou hranici.',
  risk3:
    'Ceny se mohou prudce pohnout a otevřít s mezerou, například po víkendu nebo při zprávách. Příkaz stop-loss omezuje ztrátu jen na nejbližší dostupné ceně a není garantován.',
  risk4:
    'Podkladové aktivum nevlastníte. Spready, poplatky a náklady na držení pozice přes noc snižují váš výsledek. Minulá výkonnost, žebříček jiných obchodníků ani výsledky na demo účtu nejsou zárukou budoucích výsledků.',
  risk5:
    'Obchodujte jen s penězi, o které si můžete dovolit přijít. Pokud si nejste jisti, zda jsou pro vás tyto produkty vhodné, vyhledejte před obchodováním nezávislou radu.',
  termsTitle: 'Obchodní podmínky',
  terms1:
    'Tyto podmínky platí pro vaše používání této obchodní platformy a vašeho účtu. Otevřením účtu potvrzujete, že je vám alespoň 18 let, že vámi uvedené údaje jsou pravdivé a že nebydlíte v zemi, kde tyto služby nejsou nabízeny.',
  terms2:
    'Heslo držte v tajnosti: odpovídáte za vše, co se s vaším účtem děje. Pokud se domníváte, že jej použil někdo jiný, ihned nám to oznamte.',
  terms3:
    'Příkazy se provádějí za ceny, které platforma kotuje v okamžiku jejich zpracování. Příkazy za zjevně chybné ceny můžeme odmítnout nebo zrušit a pozice uzavíráme, když vaše marže přestane stačit.',
  terms4:
    'Vklady a výběry podléhají ověření totožnosti a kontrolám proti praní peněz. Výběry vyplácíme pouze na platební prostředky vedené na vaše jméno.',
  terms5:
    'Neposkytujeme investiční poradenství. Zprávy, žebříčky a další informace na platformě slouží pouze pro informaci.',
  terms6:
    'Účet používaný v rozporu s těmito podmínkami nebo se zákonem můžeme pozastavit nebo zrušit. Tyto podmínky můžeme měnit: verze, kterou jste přijali, je uložena u vašeho účtu a podstatné změny oznamujeme předem.',
  legalVersion: 'Verze {{version}}',
};
