import type { AreaMessages } from '../area-messages.ts';
import type { legal as english } from '../en/legal.ts';

export const legal: AreaMessages<typeof english> = {
  riskTitle: 'Aviso de risco',
  riskWarningShort: '{{pct}}% das contas de CFD de retalho perdem dinheiro.',
  riskWarningShortRange: 'Entre 74% e 89% das contas de CFD de retalho perdem dinheiro.',
  riskWarningFull:
    'Os CFD são instrumentos complexos e implicam um risco elevado de perda rápida de dinheiro devido à alavancagem. {{pct}}% das contas de investidores não profissionais perdem dinheiro ao negociar CFD com este fornecedor. Deve ponderar se compreende como funcionam os CFD e se pode correr o risco elevado de perder o seu dinheiro.',
  riskWarningFullRange:
    'Os CFD são instrumentos complexos e implicam um risco elevado de perda rápida de dinheiro devido à alavancagem. Entre 74% e 89% das contas de investidores não profissionais perdem dinheiro ao negociar CFD. Deve ponderar se compreende como funcionam os CFD e se pode correr o risco elevado de perder o seu dinheiro.',
  risk1:
    'Os contratos por diferença (CFDs) e o forex alavancado são instrumentos complexos e apresentam um risco elevado de perda rápida de dinheiro devido à alavancagem. A maioria das contas de investidores de varejo perde dinheiro ao negociar esses produtos. Avalie se você entende como eles funcionam e se pode assumir o risco elevado de perder seu dinheiro.',
  risk2:
    'A alavancagem amplia tanto os ganhos quanto as perdas. Um pequeno movimento de preço contra a sua posição pode custar toda a margem depositada, e as posições são encerradas automaticamente (stop out) quando o seu nível de margem fica abaixo do exigido.',
  risk3:
    'Os preços podem variar bruscamente e abrir com gaps, por exemplo após o fim de semana ou diante de notícias. Uma ordem de stop loss limita a perda apenas ao próximo preço disponível e não é garantida.',
  risk4:
    'Você não é dono do ativo subjacente. Spreads, taxas e custos de manutenção overnight reduzem o seu resultado. Desempenho passado, o ranking de outros traders e resultados em conta demo não garantem resultados futuros.',
  risk5:
    'Negocie apenas com dinheiro que você pode perder. Se não tiver certeza de que esses produtos são adequados para você, procure orientação independente antes de negociar.',
  termsTitle: 'Termos de serviço',
  terms1:
    'Estes termos se aplicam ao uso desta plataforma de negociação e da sua conta. Ao abrir uma conta, você confirma que tem pelo menos 18 anos, que as informações fornecidas são verdadeiras e que não reside em um país onde estes serviços não são oferecidos.',
  terms2:
    'Mantenha sua senha em segredo: você é responsável por tudo o que for feito com sua conta. Avise-nos imediatamente se achar que outra pessoa a usou.',
  terms3:
    'As ordens são executadas aos preços cotados pela plataforma no momento do processamento. Podemos recusar ou cancelar ordens a preços manifestamente errados, e encerramos posições quando sua margem deixa de ser suficiente.',
  terms4:
    'Depósitos e saques estão sujeitos à verificação de identidade e a controles contra lavagem de dinheiro. Os saques são pagos somente a meios em seu próprio nome.',
  terms5:
    'Não prestamos consultoria de investimentos. Notícias, rankings e outras informações da plataforma são apenas informativos.',
  terms6:
    'Podemos suspender ou encerrar uma conta usada em violação destes termos ou da lei. Podemos alterar estes termos: a versão que você aceitou fica registrada com sua conta, e mudanças relevantes são anunciadas com antecedência.',
  legalVersion: 'Versão {{version}}',
};
