export const forgot = {
  title: 'Reset password',
  subtitle: 'We send a code to your e-mail or phone to set a new password',
  newPassword: 'New password',
  newPasswordPlaceholder: 'Enter a new password',
  repeatPassword: 'Repeat new password',
  repeatPasswordPlaceholder: 'Enter the new password again',
  enterNewPassword: 'Please enter new password',
  enterRepeatPassword: 'Please repeat the new password',
  submit: 'Reset password',
  submitting: 'Resetting…',
  backToLogin: 'Back to log in',
};
