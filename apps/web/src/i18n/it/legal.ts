import type { AreaMessages } from '../area-messages.ts';
import type { legal as english } from '../en/legal.ts';

export const legal: AreaMessages<typeof english> = {
  riskTitle: 'Informativa sui rischi',
  riskWarningShort: 'Il {{pct}}% dei conti CFD al dettaglio perde denaro.',
  riskWarningShortRange: 'Tra il 74% e l’89% dei conti CFD al dettaglio perde denaro.',
  riskWarningFull:
    'I CFD sono strumenti complessi e comportano un alto rischio di perdere rapidamente denaro a causa della leva finanziaria. Il {{pct}}% dei conti di investitori al dettaglio perde denaro quando fa trading di CFD con questo fornitore. Dovresti valutare se comprendi il funzionamento dei CFD e se puoi permetterti di correre l’alto rischio di perdere il tuo denaro.',
  riskWarningFullRange:
    'I CFD sono strumenti complessi e comportano un alto rischio di perdere rapidamente denaro a causa della leva finanziaria. Tra il 74% e l’89% dei conti di investitori al dettaglio perde denaro quando fa trading di CFD. Dovresti valutare se comprendi il funzionamento dei CFD e se puoi permetterti di correre l’alto rischio di perdere il tuo denaro.',
  risk1:
    'I contratti per differenza (CFD) e il forex con leva sono strumenti complessi e comportano un alto rischio di perdere denaro rapidamente a causa della leva finanziaria. La maggior parte dei conti degli investitori al dettaglio perde denaro negoziando questi prodotti. Valuta se comprendi il loro funzionamento e se puoi permetterti di correre l’alto rischio di perdere il tuo denaro.',
  risk2:
    'La leva amplifica sia i guadagni sia le perdite. Anche un piccolo movimento di prezzo contro la tua posizione può costarti tutto il margine depositato, e le posizioni vengono chiuse automaticamente (stop out) quando il livello di margine scende sotto la soglia richiesta.',
  risk3:
    'I prezzi possono muoversi bruscamente e aprire in gap, ad esempio dopo il fine settimana o in occasione di notizie. Un ordine stop loss limita la perdita solo al primo prezzo disponibile e non è garantito.',
  risk4:
    'Non possiedi l’attività sottostante. Spread, commissioni e costi overnight riducono il tuo risultato. I rendimenti passati, la classifica di altri trader e i risultati su un conto demo non sono indicativi dei risultati futuri.',
  risk5:
    'Fai trading solo con denaro che puoi permetterti di perdere. Se non sei sicuro che questi prodotti siano adatti a te, chiedi una consulenza indipendente prima di operare.',
  termsTitle: 'Condizioni del servizio',
  terms1:
    'Queste condizioni si applicano all’uso di questa piattaforma di trading e del tuo conto. Aprendo un conto confermi di avere almeno 18 anni, che le informazioni fornite sono veritiere e di non risiedere in un paese in cui questi servizi non sono offerti.',
  terms2:
    'Mantieni segreta la password: sei responsabile di tutto ciò che viene fatto con il tuo conto. Avvisaci subito se pensi che qualcun altro l’abbia usato.',
  terms3:
    'Gli ordini sono eseguiti ai prezzi quotati dalla piattaforma al momento dell’elaborazione. Possiamo rifiutare o annullare ordini a prezzi palesemente errati e chiudiamo le posizioni quando il tuo margine non è più sufficiente.',
  terms4:
    'Depositi e prelievi sono soggetti a verifica dell’identità e a controlli antiriciclaggio. I prelievi vengono pagati solo su strumenti intestati a te.',
  terms5:
    'Non forniamo consulenza in materia di investimenti. Notizie, classifiche e altre informazioni della piattaforma hanno solo scopo informativo.',
  terms6:
    'Possiamo sospendere o chiudere un conto usato in violazione di queste condizioni o della legge. Possiamo modificare queste condizioni: la versione che hai accettato viene registrata con il tuo conto e le modifiche rilevanti vengono annunciate in anticipo.',
  legalVersion: 'Versione {{version}}',
};
