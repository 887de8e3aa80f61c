export const withdraw = {
  title: 'Withdraw',
  bindMethod: 'Bind a withdrawal method',
};
