import { enAuth } from './en/auth.ts';
import { enBank } from './en/bank.ts';
import { enCopyTrading } from './en/copy-trading.ts';
import { enFinancial } from './en/financial.ts';
import { enFunc } from './en/func.ts';
import { enNews } from './en/news.ts';
import { enOrder } from './en/order.ts';
import { enProduct } from './en/product.ts';
import { enPublic } from './en/public.ts';
import { enUser } from './en/user.ts';
import { enWithdraw } from './en/withdraw.ts';
import { hkAuth } from './hk/auth.ts';
import { hkBank } from './hk/bank.ts';
import { hkCopyTrading } from './hk/copy-trading.ts';
import { hkFinancial } from './hk/financial.ts';
import { hkFunc } from './hk/func.ts';
import { hkNews } from './hk/news.ts';
import { hkOrder } from './hk/order.ts';
import { hkProduct } from './hk/product.ts';
import { hkPublic } from './hk/public.ts';
import { hkUser } from './hk/user.ts';
import { hkWithdraw } from './hk/withdraw.ts';

/** The back office's pages' texts by translation area, one file per area and language. */
export const enAreas = {
  ...enPublic,
  ...enAuth,
  ...enFunc,
  ...enProduct,
  ...enUser,
  ...enOrder,
  ...enFinancial,
  ...enWithdraw,
  ...enBank,
  ...enCopyTrading,
  ...enNews,
} as const;

export const hkAreas: Record<keyof typeof enAreas, string> = {
  ...hkPublic,
  ...hkAuth,
  ...hkFunc,
  ...hkProduct,
  ...hkUser,
  ...hkOrder,
  ...hkFinancial,
  ...hkWithdraw,
  ...hkBank,
  ...hkCopyTrading,
  ...hkNews,
};
