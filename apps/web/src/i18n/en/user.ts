export const user = {
  demoAccount: 'Demo account',
  realAccount: 'Real account',
  uid: 'UID',
  balance: 'Balance (USD)',
  showBalance: 'Show balance',
  hideBalance: 'Hide balance',
  resetDemo: 'Reset demo account',
  resetDemoConfirm:
    'Reset the demo account? Open positions are closed and the balance goes back to the start.',
  demoRestricted: 'Please register or log in to a real account',
  logoutConfirmTitle: 'Log out',
  settingsTitle: 'Other settings',
};
