export const wallet = {
  title: 'Wallet',
  coinAddressList: 'Bound coin addresses',
  balance: 'Balance (USD)',
  lockBalance: 'Frozen',
  equity: 'Net value',
  freeMargin: 'Free margin',
  withdrawing: 'Withdrawing',
  usdNote: 'All amounts are in USD.',
  addCoinAddress: 'Add a coin address',
};
