export const forgot = {
  title: 'Reset password',
};
