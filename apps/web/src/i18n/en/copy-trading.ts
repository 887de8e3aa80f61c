export const copyTrading = {
  documentary: 'Documentary',
  ranking: 'Trader ranking',
  comingSoon: 'Copy trading is coming soon',
};
