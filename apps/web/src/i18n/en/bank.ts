export const bank = {
  bankCardList: 'Bound bank accounts',
  bankAccount: 'Bank account',
  bankName: 'Bank name',
  branchName: 'Branch name',
  bankAddress: 'Bank address',
  bankSwift: 'SWIFT code',
  payeeName: 'Payee name',
  payeeAccount: 'Account number',
  beneficiaryCurrency: 'Beneficiary currency',
  remark: 'Remark',
  addBankAccount: 'Add a bank account',
};
