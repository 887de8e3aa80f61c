export const bank = {
  bankCardList: 'Bound bank accounts',
  bankAccount: 'Bank account',
};
