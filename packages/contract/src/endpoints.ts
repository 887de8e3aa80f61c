import { z } from 'zod';
import { alertList, marginAlert } from './alerts.ts';
import {
  accountDetail,
  areaCode,
  balance,
  basicInfo,
  candle,
  captcha,
  category,
  chartPeriods,
  closeAllResult,
  codeSent,
  company,
  companyStatus,
  depositInfo,
  depositNetwork,
  depositRecord,
  drawCurrency,
  drawMethod,
  instrument,
  ledgerItem,
  newsDetail,
  newsItem,
  newsUnread,
  order,
  orderList,
  pageOf,
  rankBoard,
  rankingSetting,
  realNameCenter,
  riskWarning,
  session,
  setting,
  sparkline,
  uploadedImage,
  user,
  wireOption,
  withdrawRecord,
} from './entities.ts';
import { favouriteList } from './favourites.ts';
import { noticeUnread, notification } from './notifications.ts';
import {
  decimalParam,
  intParam,
  optionalDecimalParam,
  optionalIntParam,
  optionalSecretParam,
  optionalStringParam,
  stringParam,
} from './params.ts';
import { type Route, type RouteName, routes } from './routes.ts';
import { stopOutRecord } from './stop-outs.ts';

/**
 * Every HTTP call of spec §7, once. The server validates `params` and answers `data`;
 * the clients and tests take their types from here.
 * `auth`: 'required' answers 999 without a valid token; 'optional' reads the user if any.
 * `encoding` is how the spec's client sends the body; the server accepts query, form or JSON alike.
 */
export type Endpoint = Route & {
  params: z.ZodType;
  data: z.ZodType;
};

const define = <E extends Endpoint>(endpoint: E) => endpoint;
const noParams = z.object({}).passthrough();

export const endpoints = {
  areaList: define({
    ...routes.areaList,
    params: noParams,
    data: z.array(areaCode),
  }),
  basicInfo: define({
    ...routes.basicInfo,
    params: noParams,
    data: basicInfo,
  }),
  setting: define({
    ...routes.setting,
    params: z.object({ key: stringParam(64) }),
    data: setting,
  }),
  riskWarning: define({
    ...routes.riskWarning,
    params: noParams,
    data: riskWarning,
  }),
  createDemoAccount: define({
    ...routes.createDemoAccount,
    params: z.object({ demo_id: stringParam(128) }),
    data: session,
  }),
  login: define({
    ...routes.login,
    // Both optional here so that a missing one gets its own message (spec §5).
    params: z.object({
      account: optionalStringParam(128),
      password: optionalSecretParam(128),
      /** 1 e-mail, 2 phone. */
      login_type: optionalIntParam(),
      /** The browser's own random sign-in id: a device that signed in before skips the captcha. */
      device_id: optionalStringParam(128),
      /** After a few failures: the id of a `captcha` and the characters it shows. */
      captcha_key: optionalStringParam(64),
      captcha_code: optionalStringParam(16),
    }),
    data: session,
  }),
  captcha: define({
    ...routes.captcha,
    params: noParams,
    data: captcha,
  }),
  sendEmail: define({
    ...routes.sendEmail,
    params: z.object({
      /** The e-mail address. With type 2 and a signed-in user and no `to`, the user's own. */
      to: optionalStringParam(254),
      area_id: optionalIntParam(),
      /** CodePurpose: 1 register, 2 reset password. */
      type: intParam(),
    }),
    data: codeSent,
  }),
  sendSms: define({
    ...routes.sendSms,
    params: z.object({
      /** The national number, without the calling code. */
      to: optionalStringParam(32),
      /** Id of an area code of area_list. */
      area_id: optionalIntParam(),
      /** CodePurpose: 1 register, 2 reset password (the phone variant of forgot). */
      type: intParam(),
    }),
    data: codeSent,
  }),
  register: define({
    ...routes.register,
    // Every field optional here so that each missing one gets its own message (spec §5).
    params: z.object({
      /** AccountKind: 1 e-mail (account is the e-mail), 2 phone (account is the national number). */
      type: optionalIntParam(),
      area_id: optionalIntParam(),
      account: optionalStringParam(254),
      password: optionalSecretParam(128),
      re_password: optionalSecretParam(128),
      invite_code: optionalStringParam(32),
      /** The e-mail or SMS code, or the captcha's answer when verify_reg_type = 2. */
      sms_code: optionalStringParam(16),
      /** The captcha id when verify_reg_type = 2. */
      key: optionalStringParam(64),
      /** Phone number when registering by e-mail with is_show_mobile 1 or 3. */
      mobile: optionalStringParam(32),
      /** 1: the trader accepted the risk disclosure and the terms; required. */
      agree_terms: optionalIntParam(),
      /** The documents' version the form showed (`legalDocumentsVersion`); refused if older. */
      terms_version: optionalStringParam(32),
    }),
    data: z.null(),
  }),
  forgetPassword: define({
    ...routes.forgetPassword,
    params: z.object({
      /** AccountKind: 1 e-mail, 2 phone (then area_id names the calling code). */
      type: optionalIntParam(),
      area_id: optionalIntParam(),
      account: optionalStringParam(254),
      new_password: optionalSecretParam(128),
      secondary_password: optionalSecretParam(128),
      auth_code: optionalStringParam(16),
    }),
    data: z.null(),
  }),
  amendPassword: define({
    ...routes.amendPassword,
    params: z.object({
      new_password: optionalSecretParam(128),
      /** The current password (type 1) or a code sent to the user's e-mail (type 2). */
      auth_code: optionalSecretParam(128),
      /** AmendKind; 1 when absent. */
      type: optionalIntParam(),
    }),
    data: z.null(),
  }),
  logout: define({
    ...routes.logout,
    params: noParams,
    data: z.null(),
  }),
  companyStatus: define({
    ...routes.companyStatus,
    params: noParams,
    data: companyStatus,
  }),
  companies: define({
    ...routes.companies,
    params: z.object({ name: optionalStringParam(64) }),
    data: z.array(company),
  }),
  userInfo: define({
    ...routes.userInfo,
    params: noParams,
    data: user,
  }),
  balance: define({
    ...routes.balance,
    params: noParams,
    data: balance,
  }),
  resetDemo: define({
    ...routes.resetDemo,
    params: noParams,
    data: balance,
  }),
  tradeList: define({
    ...routes.tradeList,
    params: z.object({
      searchCurrency: optionalStringParam(32),
      category_id: optionalIntParam(),
    }),
    data: z.array(instrument),
  }),
  categories: define({
    ...routes.categories,
    params: noParams,
    data: z.array(category),
  }),
  kline: define({
    ...routes.kline,
    params: z.object({
      forex_id: intParam(),
      period: z.enum(chartPeriods),
      /** Optional: only candles that start before this unix second (older history). */
      before: optionalIntParam(),
      /** Optional: how many candles, 1–1000 (default 500). */
      limit: optionalIntParam(),
    }),
    data: z.array(candle),
  }),
  abbreviatedKline: define({
    ...routes.abbreviatedKline,
    params: z.object({ forex_id: optionalIntParam() }),
    data: z.array(sparkline),
  }),
  submit: define({
    ...routes.submit,
    params: z.object({
      /** 1 buy, 2 sell. */
      type: intParam(),
      /** Lots. */
      cont: decimalParam(),
      forex_id: intParam(),
      /** Form mode: 1 market, 0 pending. */
      status: intParam(),
      target_price: optionalDecimalParam(),
      stop_loss_price: optionalDecimalParam(),
      target_profit_price: optionalDecimalParam(),
      multiple: optionalIntParam(),
      /** Idempotency id made by the client and reused on every retry (also accepted as header `idempotency-key`). */
      client_order_id: optionalStringParam(64),
      /** A pending order's expiry: 0 good till cancelled (the default), 1 end of day (00:00 UTC), 2 a date. */
      expire_type: optionalIntParam(),
      /** The expiry of type 2, `YYYY-MM-DD HH:mm:ss` UTC; refused with any other type. */
      expire_time: optionalStringParam(32),
      /**
       * A trailing stop from the start: the price distance the stop-loss keeps behind the price,
       * only ever tightening (as set_stop_price's). A market order's stop-loss starts at the
       * tighter of stop_loss_price and the fill's exit price less it; a pending order's when it
       * fills. 0 or absent: none.
       */
      trailing_distance: optionalDecimalParam(),
    }),
    data: order,
  }),
  myDeal: define({
    ...routes.myDeal,
    params: z.object({ status: intParam(), page: optionalIntParam() }),
    data: orderList,
  }),
  close: define({
    ...routes.close,
    params: z.object({
      id: intParam(),
      /**
       * Optional: lots to close, a whole number of the instrument's lot steps leaving at least
       * its minimum open. The answer is then the part closed (its ParentId the position's).
       */
      cont: optionalDecimalParam(),
    }),
    data: order,
  }),
  /** Closes several positions in one command, each at its own current price. */
  closeAll: define({
    ...routes.closeAll,
    params: z.object({
      /** 0 all, 1 only winners, 2 only losers, 3 one instrument's (forex_id). */
      scope: intParam(),
      forex_id: optionalIntParam(),
    }),
    data: closeAllResult,
  }),
  cancelTrade: define({
    ...routes.cancelTrade,
    params: z.object({ id: intParam() }),
    data: order,
  }),
  setStopPrice: define({
    ...routes.setStopPrice,
    params: z.object({
      id: intParam(),
      /** 0 or absent clears the take-profit. */
      target_profit_price: optionalDecimalParam(),
      /** 0 or absent clears the stop-loss. */
      stop_loss_price: optionalDecimalParam(),
      /**
       * A trailing stop: the price distance the stop-loss keeps behind the price, only ever
       * tightening; the stop-loss is then the tighter of stop_loss_price and the price less it.
       * 0 or absent clears the trail (the stop-loss stays where it is set).
       */
      trailing_distance: optionalDecimalParam(),
    }),
    data: order,
  }),
  /** Moves a pending order's target price (its margin and fee are reserved again at it). */
  amendTrade: define({
    ...routes.amendTrade,
    params: z.object({ id: intParam(), target_price: decimalParam() }),
    data: order,
  }),
  imageUpload: define({
    ...routes.imageUpload,
    params: noParams,
    data: uploadedImage,
  }),
  realName: define({
    ...routes.realName,
    params: z.object({
      name: optionalStringParam(64),
      card_id: optionalStringParam(32),
      /** The url answered by image_upload. */
      front_pic: optionalStringParam(1024),
      reverse_pic: optionalStringParam(1024),
    }),
    data: z.null(),
  }),
  realNameCenter: define({
    ...routes.realNameCenter,
    params: noParams,
    data: realNameCenter,
  }),
  depositInfo: define({
    ...routes.depositInfo,
    params: noParams,
    data: depositInfo,
  }),
  depositNetworks: define({
    ...routes.depositNetworks,
    params: noParams,
    data: z.array(depositNetwork),
  }),
  wireOptions: define({
    ...routes.wireOptions,
    params: z.object({ bank_coin: optionalStringParam(16) }),
    data: z.array(wireOption),
  }),
  coinDeposit: define({
    ...routes.coinDeposit,
    params: z.object({
      number: optionalDecimalParam(),
      proofImg: optionalStringParam(1024),
      /** The network's address the trader paid to. */
      address: optionalStringParam(256),
      /** Id of the deposit network (symbols). */
      charge_id: optionalIntParam(),
    }),
    data: depositRecord,
  }),
  wireDeposit: define({
    ...routes.wireDeposit,
    params: z.object({
      number: optionalDecimalParam(),
      proofImg: optionalStringParam(1024),
      wire_id: optionalIntParam(),
    }),
    data: depositRecord,
  }),
  depositRecords: define({
    ...routes.depositRecords,
    params: z.object({
      /** DepositKind: 0 coin, 1 bank; absent for both. */
      type: optionalIntParam(),
      page: optionalIntParam(),
    }),
    data: pageOf(depositRecord),
  }),
  accountDetail: define({
    ...routes.accountDetail,
    params: noParams,
    data: accountDetail,
  }),
  accountLog: define({
    ...routes.accountLog,
    params: z.object({ page: optionalIntParam() }),
    data: pageOf(ledgerItem),
  }),
  drawCurrencies: define({
    ...routes.drawCurrencies,
    params: z.object({ type: intParam() }),
    data: z.array(drawCurrency),
  }),
  withdraw: define({
    ...routes.withdraw,
    params: z.object({
      draw_currency_id: optionalIntParam(),
      /** USD to withdraw. */
      number: optionalDecimalParam(),
      memo: optionalStringParam(200),
      draw_method_id: optionalIntParam(),
    }),
    data: withdrawRecord,
  }),
  withdrawRecords: define({
    ...routes.withdrawRecords,
    params: z.object({ type: optionalIntParam(), page: optionalIntParam() }),
    data: pageOf(withdrawRecord),
  }),
  drawMethods: define({
    ...routes.drawMethods,
    params: z.object({
      /** DrawKind: 1 coin, 2 bank; absent for both. */
      draw_type: optionalIntParam(),
      /** A draw currency id; absent for every currency. */
      draw_id: optionalIntParam(),
    }),
    data: z.array(drawMethod),
  }),
  bindDrawMethod: define({
    ...routes.bindDrawMethod,
    params: z.object({
      /** DrawKind: 1 coin address, 2 bank account. */
      type: optionalIntParam(),
      draw_id: optionalIntParam(),
      dc_address: optionalStringParam(256),
      bank_name: optionalStringParam(128),
      branch_name: optionalStringParam(128),
      bank_address: optionalStringParam(256),
      bank_swift: optionalStringParam(32),
      payee_name: optionalStringParam(128),
      payee_account: optionalStringParam(64),
      beneficiary_currency: optionalStringParam(16),
      remark: optionalStringParam(200),
    }),
    data: drawMethod,
  }),
  deleteDrawMethod: define({
    ...routes.deleteDrawMethod,
    params: z.object({ id: intParam() }),
    data: z.null(),
  }),
  // Trader ranking (DESIGN §7): the board a periodic job computes, and a trader's own choice.
  followList: define({
    ...routes.followList,
    params: z.object({
      /** From 1 to rankPagesMax; 1 when absent. */
      page: optionalIntParam(),
      /** TraderType to show only real (1) or only demo (2) traders; absent for both. */
      type: optionalIntParam(),
    }),
    data: rankBoard,
  }),
  followSetting: define({
    ...routes.followSetting,
    params: noParams,
    data: rankingSetting,
  }),
  saveFollowSetting: define({
    ...routes.saveFollowSetting,
    params: z.object({
      /** 1 to be shown on the board, 0 not to be. */
      listed: optionalIntParam(),
      /** Required to be shown; see ranking-nickname.ts. */
      nickname: optionalStringParam(64),
    }),
    data: rankingSetting,
  }),
  // Notifications: what the server did to the signed-in trader's account on its own, newest first.
  noticeList: define({
    ...routes.noticeList,
    params: z.object({ page: optionalIntParam() }),
    data: pageOf(notification),
  }),
  noticeUnread: define({
    ...routes.noticeUnread,
    params: noParams,
    data: noticeUnread,
  }),
  /** Marks one of the trader's notifications read (`id`), or all of them (`all` = 1). */
  noticeRead: define({
    ...routes.noticeRead,
    params: z.object({ id: optionalIntParam(), all: optionalIntParam() }),
    data: noticeUnread,
  }),
  /** The signed-in trader's stop-outs, newest first, each with the positions it closed in order. */
  stopOutList: define({
    ...routes.stopOutList,
    params: z.object({ page: optionalIntParam() }),
    data: pageOf(stopOutRecord),
  }),
  /** The signed-in trader's stop-out that closed `order_id` (what a stop-out notification opens). */
  stopOutInfo: define({
    ...routes.stopOutInfo,
    params: z.object({ order_id: intParam() }),
    data: stopOutRecord,
  }),
  // News and announcements: category 1 news, 2 announcements (DESIGN §7).
  newsList: define({
    ...routes.newsList,
    params: z.object({
      /** NewsCategory: 1 news (when absent), 2 announcements. */
      category_id: optionalIntParam(),
      page: optionalIntParam(),
    }),
    data: pageOf(newsItem),
  }),
  newsInfo: define({
    ...routes.newsInfo,
    params: z.object({ id: intParam() }),
    data: newsDetail,
  }),
  /** The newest active pop-up announcement: for a signed-in account, only one it has not read. */
  newsPopup: define({
    ...routes.newsPopup,
    params: noParams,
    data: newsItem.nullable(),
  }),
  /** Active announcements the signed-in account has not read (the user centre's marker). */
  newsUnread: define({
    ...routes.newsUnread,
    params: noParams,
    data: newsUnread,
  }),
  /** Marks an announcement read by the signed-in account (its detail opened, its pop-up closed). */
  newsRead: define({
    ...routes.newsRead,
    params: z.object({ id: intParam() }),
    data: z.null(),
  }),
  // Favourites (a trader's watch list, kept on the server for the account, demo or real).
  favouriteList: define({
    ...routes.favouriteList,
    params: noParams,
    data: favouriteList,
  }),
  /** Adds an instrument of trade_list; adding one already there changes nothing. */
  favouriteAdd: define({
    ...routes.favouriteAdd,
    params: z.object({ forex_id: intParam() }),
    data: favouriteList,
  }),
  /** Removes an instrument; removing one not there changes nothing. */
  favouriteRemove: define({
    ...routes.favouriteRemove,
    params: z.object({ forex_id: intParam() }),
    data: favouriteList,
  }),
  // Alerts: the trader's price alerts and margin alert, kept on the server and told as notifications.
  alertList: define({
    ...routes.alertList,
    params: noParams,
    data: alertList,
  }),
  /**
   * Adds a price alert on an instrument: `direction` 1 above or 2 below a `price` still ahead of
   * the current one, `repeat` 1 to be told at every crossing (0: once).
   */
  alertAdd: define({
    ...routes.alertAdd,
    params: z.object({
      forex_id: intParam(),
      direction: intParam(),
      price: decimalParam(),
      repeat: optionalIntParam(),
    }),
    data: alertList,
  }),
  /** Removes one of the trader's price alerts. */
  alertRemove: define({
    ...routes.alertRemove,
    params: z.object({ id: intParam() }),
    data: alertList,
  }),
  alertMargin: define({
    ...routes.alertMargin,
    params: noParams,
    data: marginAlert,
  }),
  /** Sets the margin alert's level (risk rate in %, above the stop-out level); 0 or none turns it off. */
  alertMarginSet: define({
    ...routes.alertMarginSet,
    params: z.object({ level: optionalDecimalParam() }),
    data: marginAlert,
  }),
} as const satisfies Record<RouteName, Endpoint>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export type ParamsOf<N extends EndpointName> = z.input<Endpoints[N]['params']>;
export type DataOf<N extends EndpointName> = z.infer<Endpoints[N]['data']>;

export {
  codeResendSeconds,
  fileLinkPath,
  newsPageSize,
  orderPageSize,
  passwordLengthMin,
  publicImagePath,
  rankPageSize,
  rankPagesMax,
  recordPageSize,
} from './routes.ts';
