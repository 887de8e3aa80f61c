export const financial = {
  deposit: 'Deposit',
  withdraw: 'Withdraw',
  accountHistory: 'Account detail',
  balance: 'Balance',
  lockedBalance: 'Frozen',
};
