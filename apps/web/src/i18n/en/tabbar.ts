export const tabbar = {
  label: 'Main navigation',
  market: 'Market',
  trading: 'Trading',
  orders: 'Orders',
  documentary: 'Documentary',
  ranking: 'Ranking',
};
