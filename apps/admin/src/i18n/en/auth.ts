/** Operator sign-in, two-factor enrolment and roles. */
export const enAuth = {
  'auth.totpPrompt': 'Two-factor sign-in is on for this operator.',
  'auth.totpCode': 'Authenticator code',
  'auth.totpCodeRequired': 'Enter the 6-digit code',
  'auth.enrolTitle': 'Set up two-factor sign-in',
  'auth.enrolIntro':
    '{{username}}, every operator signs in with a code from an authenticator app. Scan the QR code with the app (or type in the key), then enter the code it shows.',
  'auth.enrolSecret': 'Key for typing in',
  'auth.enrolLink': 'Set-up link',
  'auth.enrolConfirm': 'Turn on two-factor sign-in',
  'auth.enrolNewSecret': 'New key',
  'auth.role': 'Role',
  'auth.roleAdministrator': 'Administrator',
  'auth.roleFinance': 'Finance',
  'auth.roleSupport': 'Support',
  'auth.roleRisk': 'Risk',
  'auth.twoFactor': 'Two-factor',
  'auth.totpOn': 'On',
  'auth.totpOff': 'Not set up',
  'auth.captcha': 'Picture code',
  'auth.captchaPlaceholder': 'Characters shown',
  'auth.captchaRefresh': 'Show another picture',
  'auth.captchaRequired': 'Please enter the characters in the picture',
  'auth.captchaHint':
    'Several sign-ins with this username have failed. To keep it safe, type the characters in the picture.',
} as const;
