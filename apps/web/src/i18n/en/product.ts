export const product = {
  searchTitle: 'Search',
  searchPlaceholder: 'Search instruments, e.g. EUR',
  searchHint: 'Type a code to find an instrument',
  noResults: 'No instruments found',
  instrument: 'Instrument',
  lastPrice: 'Last price',
  change: 'Change',
};
