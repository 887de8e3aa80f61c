import type { AreaMessages } from '../area-messages.ts';
import type { legal as english } from '../en/legal.ts';

export const legal: AreaMessages<typeof english> = {
  riskTitle: 'Avertissement sur les risques',
  riskWarningShort: '{{pct}} % des comptes CFD de particuliers perdent de l’argent.',
  riskWarningShortRange: '74 à 89 % des comptes CFD de particuliers perdent de l’argent.',
  riskWarningFull:
    'Les CFD sont des instruments complexes et présentent un risque élevé de perte rapide en capital en raison de l’effet de levier. {{pct}} % des comptes d’investisseurs particuliers perdent de l’argent lorsqu’ils négocient des CFD avec ce fournisseur. Vous devez vous assurer que vous comprenez comment les CFD fonctionnent et que vous pouvez vous permettre de prendre le risque élevé de perdre votre argent.',
  riskWarningFullRange:
    'Les CFD sont des instruments complexes et présentent un risque élevé de perte rapide en capital en raison de l’effet de levier. Entre 74 et 89 % des comptes d’investisseurs particuliers perdent de l’argent lorsqu’ils négocient des CFD. Vous devez vous assurer que vous comprenez comment les CFD fonctionnent et que vous pouvez vous permettre de prendre le risque élevé de perdre votre argent.',
  risk1:
    'Les contrats sur différence (CFD) et le forex avec effet de levier sont des instruments complexes qui présentent un risque élevé de perte rapide en capital en raison de l’effet de levier. La majorité des comptes d’investisseurs particuliers perdent de l’argent en négociant ces produits. Demandez-vous si vous comprenez leur fonctionnement et si vous pouvez vous permettre de prendre le risque élevé de perdre votre argent.',
  risk2:
    'L’effet de levier amplifie les gains comme les pertes. Un faible mouvement de prix contre votre position peut vous faire perdre toute la marge déposée, et les positions sont clôturées automatiquement (stop-out) lorsque votre niveau de marge passe sous le seuil requis.',
  risk3:
    'Les prix peuvent varier brutalement et ouvrir des écarts, par exemple pendant un week-end ou autour d’une annonce. Un ordre stop-loss ne limite une perte qu’au prochain prix disponible et n’est pas garanti.',
  risk4:
    'Vous ne détenez pas l’actif sous-jacent. Les spreads, les frais et les coûts de financement au jour le jour réduisent votre résultat. Les performances passées, le classement d’autres traders et les résultats sur un compte démo ne préjugent pas des résultats futurs.',
  risk5:
    'Ne négociez qu’avec de l’argent que vous pouvez vous permettre de perdre. Si vous n’êtes pas sûr que ces produits vous conviennent, demandez un conseil indépendant avant de négocier.',
  termsTitle: 'Conditions d’utilisation',
  terms1:
    'Les présentes conditions s’appliquent à votre utilisation de cette plateforme de trading et de votre compte. En ouvrant un compte, vous confirmez avoir au moins 18 ans, que les informations fournies sont exactes et que vous ne résidez pas dans un pays où ces services ne sont pas proposés.',
  terms2:
    'Gardez votre mot de passe secret : vous êtes responsable de tout ce qui est fait avec votre compte. Prévenez-nous immédiatement si vous pensez qu’une autre personne l’a utilisé.',
  terms3:
    'Les ordres sont exécutés aux prix cotés par la plateforme au moment de leur traitement. Nous pouvons refuser ou annuler les ordres passés à des prix manifestement erronés, et nous clôturons les positions lorsque votre marge n’est plus suffisante.',
  terms4:
    'Les dépôts et les retraits sont soumis à une vérification d’identité et à des contrôles de lutte contre le blanchiment. Les retraits ne sont versés que sur des moyens de paiement à votre nom.',
  terms5:
    'Nous ne fournissons aucun conseil en investissement. Les actualités, classements et autres informations de la plateforme sont donnés à titre informatif.',
  terms6:
    'Nous pouvons suspendre ou fermer un compte utilisé en violation des présentes conditions ou de la loi. Nous pouvons modifier ces conditions : la version que vous avez acceptée est enregistrée avec votre compte, et toute modification importante est annoncée à l’avance.',
  legalVersion: 'Version {{version}}',
};
