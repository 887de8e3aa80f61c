export const wallet = {
  title: 'Wallet',
  coinAddressList: 'Bound coin addresses',
};
