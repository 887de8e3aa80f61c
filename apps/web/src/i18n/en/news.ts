export const news = {
  title: 'News',
  detail: 'News detail',
};
