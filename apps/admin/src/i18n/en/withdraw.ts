/** Withdrawals and the currencies traders withdraw in. */
export const enWithdraw = {
  'withdraw.withdrawals': 'Withdrawals',
  'withdraw.currencies': 'Withdrawal currencies',
  'withdraw.destination': 'Destination',
  'withdraw.kind': 'Withdrawn by',
  'withdraw.kindCoin': 'Coin address',
  'withdraw.kindBank': 'Bank account',
  'withdraw.amountUsd': 'Amount (USD)',
  'withdraw.fee': 'Fee',
  'withdraw.feeHelp':
    'A fixed fee in USD, or a rate of the amount (0.01 = 1 %), as the fee type says.',
  'withdraw.expected': 'Expected receipt',
  'withdraw.paid': 'Paid',
  'withdraw.pay': 'Pay',
  'withdraw.payWithdrawal': 'Pay the withdrawal',
  'withdraw.amountPaid': 'Amount paid',
  'withdraw.payConfirm':
    'Record {{paid}} as paid to {{uid}} ({{destination}})? The locked funds leave the account.',
  'withdraw.paidDone': 'Withdrawal paid',
  'withdraw.rejectWithdrawal': 'Reject the withdrawal',
  'withdraw.rejectConfirm':
    'Reject the withdrawal of {{amount}} USD by {{uid}}? The funds go back to the balance.',
  'withdraw.rejected': 'Withdrawal rejected, funds returned',
  'withdraw.currencyCode': 'Currency',
  'withdraw.drawRate': 'Rate',
  'withdraw.drawRateHelp': 'Units of the currency paid per USD: receipt = (amount − fee) × rate.',
  'withdraw.feeType': 'Fee type',
  'withdraw.feeFixed': 'Fixed',
  'withdraw.feeRate': 'Rate of the amount',
  'withdraw.minimum': 'Minimum (USD)',
  'withdraw.minimumHelp': 'The smallest amount a trader may withdraw.',
} as const;
