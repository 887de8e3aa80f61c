import { auth } from './auth.ts';
import { bank } from './bank.ts';
import { copyTrading } from './copy-trading.ts';
import { financial } from './financial.ts';
import { forgot } from './forgot.ts';
import { func } from './func.ts';
import { news } from './news.ts';
import { order } from './order.ts';
import { product } from './product.ts';
import { publicArea } from './public.ts';
import { tabbar } from './tabbar.ts';
import { trade } from './trade.ts';
import { user } from './user.ts';
import { wallet } from './wallet.ts';
import { withdraw } from './withdraw.ts';

/** Arabic, read right to left. */
export const ar = {
  auth,
  bank,
  'copy-trading': copyTrading,
  financial,
  forgot,
  func,
  news,
  order,
  product,
  public: publicArea,
  tabbar,
  trade,
  user,
  wallet,
  withdraw,
};
