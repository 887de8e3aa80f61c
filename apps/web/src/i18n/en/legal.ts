/** The risk disclosure and the terms of service (`legalDocumentsVersion`), part of the public area. */
export const legal = {
  riskTitle: 'Risk disclosure',
  riskWarningShort: '{{pct}}% of retail CFD accounts lose money.',
  riskWarningShortRange: '74–89% of retail CFD accounts lose money.',
  riskWarningFull:
    'CFDs are complex instruments and come with a high risk of losing money rapidly due to leverage. {{pct}}% of retail investor accounts lose money when trading CFDs with this provider. You should consider whether you understand how CFDs work and whether you can afford to take the high risk of losing your money.',
  riskWarningFullRange:
    'CFDs are complex instruments and come with a high risk of losing money rapidly due to leverage. Between 74–89% of retail investor accounts lose money when trading CFDs. You should consider whether you understand how CFDs work and whether you can afford to take the high risk of losing your money.',
  risk1:
    'Contracts for difference (CFDs) and leveraged forex are complex instruments and come with a high risk of losing money rapidly due to leverage. Most retail investor accounts lose money when trading them. Consider whether you understand how they work and whether you can afford to take the high risk of losing your money.',
  risk2:
    'Leverage magnifies gains and losses alike. A small price movement against your position can cost you all the margin you deposited, and positions are closed automatically (stop-out) when your margin level falls below the required level.',
  risk3:
    'Prices can move sharply and gap, for example over a weekend or around news. A stop-loss order limits a loss only at the next available price and is not guaranteed.',
  risk4:
    'You do not own the underlying asset. Spreads, fees and overnight charges reduce your result. Past performance, the ranking of other traders and results on a demo account do not predict future results.',
  risk5:
    'Trade only with money you can afford to lose. If you are unsure whether these products suit you, seek independent advice before you trade.',
  termsTitle: 'Terms of service',
  terms1:
    'These terms apply to your use of this trading platform and your account. By opening an account you confirm that you are at least 18 years old, that the information you give is true, and that you do not live in a country where these services are not offered.',
  terms2:
    'Keep your password secret: you are responsible for everything done with your account. Tell us at once if you think someone else has used it.',
  terms3:
    'Orders are executed at the prices the platform quotes when they are processed. We may refuse or cancel orders at manifestly wrong prices, and we close positions when your margin is no longer sufficient.',
  terms4:
    'Deposits and withdrawals are subject to identity verification and anti-money-laundering checks. Withdrawals are paid only to methods in your own name.',
  terms5:
    'We do not give investment advice. News, rankings and other information on the platform are for information only.',
  terms6:
    'We may suspend or close an account used in breach of these terms or of the law. We may change these terms: the version you accepted is recorded with your account, and material changes are announced in advance.',
  legalVersion: 'Version {{version}}',
};
