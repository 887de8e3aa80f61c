import type { AreaMessages } from '../area-messages.ts';
import type { legal as english } from '../en/legal.ts';

export const legal: AreaMessages<typeof english> = {
  riskTitle: 'Risikohinweis',
  riskWarningShort: '{{pct}} % der Kleinanlegerkonten verlieren beim CFD-Handel Geld.',
  riskWarningShortRange: '74–89 % der Kleinanlegerkonten verlieren beim CFD-Handel Geld.',
  riskWarningFull:
    'CFDs sind komplexe Instrumente und gehen wegen der Hebelwirkung mit dem hohen Risiko einher, schnell Geld zu verlieren. {{pct}} % der Kleinanlegerkonten verlieren Geld, wenn sie mit diesem Anbieter CFDs handeln. Sie sollten überlegen, ob Sie verstehen, wie CFDs funktionieren, und ob Sie es sich leisten können, das hohe Risiko einzugehen, Ihr Geld zu verlieren.',
  riskWarningFullRange:
    'CFDs sind komplexe Instrumente und gehen wegen der Hebelwirkung mit dem hohen Risiko einher, schnell Geld zu verlieren. Zwischen 74 und 89 % der Kleinanlegerkonten verlieren beim Handel mit CFDs Geld. Sie sollten überlegen, ob Sie verstehen, wie CFDs funktionieren, und ob Sie es sich leisten können, das hohe Risiko einzugehen, Ihr Geld zu verlieren.',
  risk1:
    'CFDs (Differenzkontrakte) und gehebelter Devisenhandel sind komplexe Instrumente und gehen wegen der Hebelwirkung mit dem hohen Risiko einher, schnell Geld zu verlieren. Die meisten Konten von Privatanlegern verlieren beim Handel mit diesen Produkten Geld. Sie sollten überlegen, ob Sie verstehen, wie sie funktionieren, und ob Sie es sich leisten können, das hohe Risiko eines Verlusts Ihres Geldes einzugehen.',
  risk2:
    'Der Hebel vergrößert Gewinne ebenso wie Verluste. Schon eine kleine Kursbewegung gegen Ihre Position kann die gesamte hinterlegte Margin kosten; fällt Ihr Margin-Level unter die erforderliche Schwelle, werden Positionen automatisch geschlossen (Stop-out).',
  risk3:
    'Kurse können sich sprunghaft bewegen und Lücken bilden, etwa über das Wochenende oder bei Nachrichten. Eine Stop-Loss-Order begrenzt einen Verlust nur zum nächsten verfügbaren Kurs und ist nicht garantiert.',
  risk4:
    'Sie erwerben nicht den Basiswert. Spreads, Gebühren und Übernachtkosten schmälern Ihr Ergebnis. Frühere Wertentwicklungen, die Rangliste anderer Trader und Ergebnisse auf einem Demokonto sind kein Indikator für künftige Ergebnisse.',
  risk5:
    'Handeln Sie nur mit Geld, dessen Verlust Sie verkraften können. Wenn Sie unsicher sind, ob diese Produkte zu Ihnen passen, lassen Sie sich vor dem Handel unabhängig beraten.',
  termsTitle: 'Nutzungsbedingungen',
  terms1:
    'Diese Bedingungen gelten für die Nutzung dieser Handelsplattform und Ihres Kontos. Mit der Kontoeröffnung bestätigen Sie, dass Sie mindestens 18 Jahre alt sind, dass Ihre Angaben wahr sind und dass Sie nicht in einem Land wohnen, in dem diese Dienste nicht angeboten werden.',
  terms2:
    'Halten Sie Ihr Passwort geheim: Sie sind für alles verantwortlich, was mit Ihrem Konto geschieht. Teilen Sie uns sofort mit, wenn Sie vermuten, dass jemand anderes es benutzt hat.',
  terms3:
    'Orders werden zu den Kursen ausgeführt, die die Plattform bei ihrer Bearbeitung stellt. Orders zu offensichtlich falschen Kursen können wir ablehnen oder stornieren, und Positionen schließen wir, wenn Ihre Margin nicht mehr ausreicht.',
  terms4:
    'Ein- und Auszahlungen setzen eine Identitätsprüfung und Prüfungen zur Geldwäscheprävention voraus. Auszahlungen erfolgen nur auf Zahlungswege, die auf Ihren Namen lauten.',
  terms5:
    'Wir erbringen keine Anlageberatung. Nachrichten, Ranglisten und andere Informationen auf der Plattform dienen nur der Information.',
  terms6:
    'Wir können ein Konto sperren oder schließen, das unter Verstoß gegen diese Bedingungen oder gegen Gesetze genutzt wird. Wir können diese Bedingungen ändern: Die Version, die Sie akzeptiert haben, wird mit Ihrem Konto gespeichert, und wesentliche Änderungen kündigen wir vorab an.',
  legalVersion: 'Fassung {{version}}',
};
