/**
 * Where and how each HTTP call of spec §7 goes: method, path, who may call it and how the body is
 * written. Plain data without schemas, so that a client which only sends requests (the trader
 * app's) does not build the contract's validators when it starts; `endpoints.ts` adds each call's
 * `params` and `data` to its route here.
 */
export type Route = {
  method: 'GET' | 'POST';
  path: string;
  /** 'required' answers 999 without a valid token; 'optional' reads the user if any. */
  auth: 'none' | 'optional' | 'required';
  /** How the spec's client sends the body; the server accepts query, form or JSON alike. */
  encoding: 'query' | 'form' | 'json';
};

export const routes = {
  areaList: { method: 'GET', path: '/api/default/area_list', auth: 'none', encoding: 'query' },
  basicInfo: { method: 'GET', path: '/api/basicSet/getBasicInfo', auth: 'none', encoding: 'query' },
  setting: { method: 'GET', path: '/api/default/setting', auth: 'none', encoding: 'query' },
  riskWarning: {
    method: 'GET',
    path: '/api/default/risk_warning',
    auth: 'none',
    encoding: 'query',
  },
  createDemoAccount: {
    method: 'GET',
    path: '/api/user/createAccountDemoForU',
    auth: 'none',
    encoding: 'query',
  },
  login: { method: 'POST', path: '/api/user/loginForU', auth: 'none', encoding: 'form' },
  captcha: { method: 'GET', path: '/api/default/captcha', auth: 'none', encoding: 'query' },
  sendEmail: { method: 'POST', path: '/api/notify/send_email', auth: 'optional', encoding: 'json' },
  sendSms: { method: 'POST', path: '/api/notify/send_sms', auth: 'none', encoding: 'json' },
  register: { method: 'POST', path: '/api/user/register', auth: 'none', encoding: 'form' },
  forgetPassword: {
    method: 'POST',
    path: '/api/user/forget_password',
    auth: 'none',
    encoding: 'form',
  },
  amendPassword: {
    method: 'POST',
    path: '/api/user/amend_password',
    auth: 'required',
    encoding: 'form',
  },
  logout: { method: 'POST', path: '/api/user/logout', auth: 'required', encoding: 'json' },
  companyStatus: {
    method: 'GET',
    path: '/api/company/getCompanyStatus',
    auth: 'none',
    encoding: 'query',
  },
  companies: { method: 'GET', path: '/api/company/getCompany', auth: 'none', encoding: 'query' },
  userInfo: { method: 'GET', path: '/api/user/info', auth: 'required', encoding: 'query' },
  balance: {
    method: 'GET',
    path: '/v1/api/main/wallet/getBalance',
    auth: 'required',
    encoding: 'query',
  },
  resetDemo: {
    method: 'GET',
    path: '/v1/api/main/user/resetForexDemoAccount',
    auth: 'required',
    encoding: 'query',
  },
  tradeList: {
    method: 'GET',
    path: '/v1/api/forex/trade_list',
    auth: 'optional',
    encoding: 'query',
  },
  categories: {
    method: 'GET',
    path: '/v1/api/forex/getCategories',
    auth: 'none',
    encoding: 'query',
  },
  kline: { method: 'GET', path: '/v1/api/forex/kline', auth: 'none', encoding: 'query' },
  abbreviatedKline: {
    method: 'GET',
    path: '/v1/api/forex/abbreviated_cache_kline',
    auth: 'none',
    encoding: 'query',
  },
  submit: { method: 'POST', path: '/v1/api/forex/submit', auth: 'required', encoding: 'json' },
  myDeal: { method: 'GET', path: '/v1/api/forex/my_deal', auth: 'required', encoding: 'query' },
  close: { method: 'POST', path: '/v1/api/forex/close', auth: 'required', encoding: 'json' },
  closeAll: { method: 'POST', path: '/v1/api/forex/close_all', auth: 'required', encoding: 'json' },
  cancelTrade: {
    method: 'POST',
    path: '/v1/api/forex/cancel_trade',
    auth: 'required',
    encoding: 'json',
  },
  setStopPrice: {
    method: 'POST',
    path: '/v1/api/forex/set_stop_price',
    auth: 'required',
    encoding: 'json',
  },
  amendTrade: {
    method: 'POST',
    path: '/v1/api/forex/amend_trade',
    auth: 'required',
    encoding: 'json',
  },
  // multipart/form-data with one file in the field `file`
  imageUpload: {
    method: 'POST',
    path: '/api/common/image_upload',
    auth: 'required',
    encoding: 'form',
  },
  realName: {
    method: 'POST',
    path: '/api/user_real/real_name',
    auth: 'required',
    encoding: 'json',
  },
  realNameCenter: {
    method: 'GET',
    path: '/api/user_real/center',
    auth: 'required',
    encoding: 'query',
  },
  depositInfo: {
    method: 'GET',
    path: '/api/quickCharge/info',
    auth: 'required',
    encoding: 'query',
  },
  depositNetworks: {
    method: 'GET',
    path: '/api/quickCharge/symbols',
    auth: 'required',
    encoding: 'query',
  },
  wireOptions: {
    method: 'GET',
    path: '/api/quickCharge/wire_info',
    auth: 'required',
    encoding: 'query',
  },
  coinDeposit: {
    method: 'POST',
    path: '/api/quickCharge/submit',
    auth: 'required',
    encoding: 'json',
  },
  wireDeposit: {
    method: 'POST',
    path: '/api/quickCharge/wire_submit',
    auth: 'required',
    encoding: 'json',
  },
  depositRecords: {
    method: 'GET',
    path: '/api/quickCharge/quick_ist',
    auth: 'required',
    encoding: 'query',
  },
  accountDetail: {
    method: 'GET',
    path: '/v1/api/main/account/forexDetail',
    auth: 'required',
    encoding: 'query',
  },
  accountLog: {
    method: 'GET',
    path: '/v1/api/main/accountLog/forexChange',
    auth: 'required',
    encoding: 'query',
  },
  drawCurrencies: {
    method: 'GET',
    path: '/api/account/draw_symbol_list',
    auth: 'required',
    encoding: 'query',
  },
  withdraw: { method: 'POST', path: '/api/account/draw', auth: 'required', encoding: 'form' },
  withdrawRecords: {
    method: 'GET',
    path: '/api/account/draw_list',
    auth: 'required',
    encoding: 'query',
  },
  drawMethods: {
    method: 'GET',
    path: '/api/wallet/get_draw_method',
    auth: 'required',
    encoding: 'query',
  },
  bindDrawMethod: {
    method: 'POST',
    path: '/api/wallet/bind_draw_method',
    auth: 'required',
    encoding: 'form',
  },
  deleteDrawMethod: {
    method: 'POST',
    path: '/api/wallet/del_draw_method',
    auth: 'required',
    encoding: 'form',
  },
  followList: { method: 'GET', path: '/api/follow/list', auth: 'none', encoding: 'query' },
  followSetting: {
    method: 'GET',
    path: '/api/follow/setting',
    auth: 'required',
    encoding: 'query',
  },
  saveFollowSetting: {
    method: 'POST',
    path: '/api/follow/save_setting',
    auth: 'required',
    encoding: 'form',
  },
  noticeList: { method: 'GET', path: '/api/notice/list', auth: 'required', encoding: 'query' },
  noticeUnread: { method: 'GET', path: '/api/notice/unread', auth: 'required', encoding: 'query' },
  noticeRead: { method: 'POST', path: '/api/notice/read', auth: 'required', encoding: 'json' },
  stopOutList: { method: 'GET', path: '/api/stop_out/list', auth: 'required', encoding: 'query' },
  stopOutInfo: { method: 'GET', path: '/api/stop_out/info', auth: 'required', encoding: 'query' },
  newsList: { method: 'GET', path: '/api/news/list', auth: 'optional', encoding: 'query' },
  newsInfo: { method: 'GET', path: '/api/news/info', auth: 'optional', encoding: 'query' },
  newsPopup: { method: 'GET', path: '/api/news/popup', auth: 'optional', encoding: 'query' },
  newsUnread: { method: 'GET', path: '/api/news/unread', auth: 'required', encoding: 'query' },
  newsRead: { method: 'POST', path: '/api/news/read', auth: 'required', encoding: 'json' },
  favouriteList: {
    method: 'GET',
    path: '/api/favourite/list',
    auth: 'required',
    encoding: 'query',
  },
  favouriteAdd: { method: 'POST', path: '/api/favourite/add', auth: 'required', encoding: 'form' },
  favouriteRemove: {
    method: 'POST',
    path: '/api/favourite/remove',
    auth: 'required',
    encoding: 'form',
  },
  alertList: { method: 'GET', path: '/api/alert/list', auth: 'required', encoding: 'query' },
  alertAdd: { method: 'POST', path: '/api/alert/add', auth: 'required', encoding: 'form' },
  alertRemove: { method: 'POST', path: '/api/alert/remove', auth: 'required', encoding: 'form' },
  alertMargin: { method: 'GET', path: '/api/alert/margin', auth: 'required', encoding: 'query' },
  alertMarginSet: {
    method: 'POST',
    path: '/api/alert/margin_set',
    auth: 'required',
    encoding: 'form',
  },
} as const satisfies Record<string, Route>;

export type RouteName = keyof typeof routes;

/** Shortest password accepted at register, forget_password and amend_password. */
export const passwordLengthMin = 8;
/** Seconds before the same address may be sent another code (spec §9). */
export const codeResendSeconds = 60;

/** Where the broker's published images are served, to anyone: `${publicImagePath}/{id}`. */
export const publicImagePath = '/api/common/image';
/** Where signed links to stored images point: `${fileLinkPath}/{id}?expires=…&signature=…`. */
export const fileLinkPath = '/api/common/file';
/** Records per page of quick_ist, draw_list and forexChange. */
export const recordPageSize = 20;

/** Orders per page of my_deal. */
export const orderPageSize = 20;

/** Traders per page of follow/list. */
export const rankPageSize = 20;
/** Pages of follow/list: the board keeps its best `rankPageSize × rankPagesMax` traders. */
export const rankPagesMax = 50;
/** Articles per page of news/list: a phone's screenful or two. */
export const newsPageSize = 10;
