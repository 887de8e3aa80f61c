/**
 * Messages the server sends in `msg`, keyed `area.name` like every other translation: the
 * English table, which every other language's table must match key for key.
 */
export const en = {
  'public.success': 'Success',
  'public.malformedRequest': 'The request could not be read',
  'public.invalidField': 'Invalid value for {{field}}',
  'public.notFound': 'Not found',
  'public.tooManyRequests': 'Too many requests, please try again shortly',
  'public.internalError': 'Something went wrong, please try again',
  'public.engineUnavailable':
    'Trading is not answering right now; check your orders before you try again',
  'public.serverRestarting':
    'The server is restarting and did nothing with this request; please try again in a moment',
  'public.unknownTopic': 'Unknown topic {{topic}}',
  'public.tooManyTopics': 'At most {{max}} topics per connection',
  'public.frameTooLarge': 'Message too large: at most {{max}} bytes',
  'auth.notLoggedIn': 'Please log in',
  'auth.demoIdRequired': 'A device id is required to create a demo account',
  'user.demoRestricted': 'Please register or log in to a real account',
  'product.instrumentNotFound': 'Instrument not found',
  'trade.invalidPeriod': 'Unknown chart period',
  'trade.marketClosed': 'The market is closed',
  'trade.invalidLots': 'Invalid lots: at least {{min}}, in steps of {{step}}',
  'trade.leverageNotConfigured': 'Leverage not configured, cannot place orders temporarily',
  'trade.invalidLeverage': 'This leverage is not available',
  'trade.leverageAboveCap':
    'Leverage above {{cap}}:1 is not allowed for this instrument under EU retail client rules',
  'trade.invalidStopLoss': 'Invalid stop-loss price',
  'trade.invalidTakeProfit': 'Invalid take-profit price',
  'trade.invalidTrailingDistance':
    'Invalid trailing stop distance: it must be positive and less than the price',
  'trade.insufficientMargin': 'Insufficient free margin',
  'trade.targetPriceRequired': 'Please enter the price',
  'trade.expiryOnMarketOrder': 'Only a pending order can have an expiry',
  'trade.expiryTimeRequired': 'Please choose when the order expires',
  'trade.expiryInPast': 'This expiry time has already passed',
  'trade.expiryTooFar': 'An order can expire at most one year ahead',
  'trade.pendingNotSupported': 'Pending orders are not available yet',
  'trade.noPrice': 'No price is available for this instrument',
  'trade.orderPlaced': 'Order placed',
  'order.orderNotFound': 'Order not found',
  'order.orderNotOpen': 'This order is not open',
  'order.closed': 'Position closed',
  'order.partialCloseLots':
    'Close less than the whole position, in steps of {{step}} lots, leaving at least {{min}} lots open',
  'order.partClosed': 'Part of the position closed',
  'order.closedAll': 'Positions closed',
  'order.noneClosed': 'No position was closed',
  'order.cancelled': 'Order cancelled',
  'order.stopsSet': 'Stop-profit and stop-loss set',
  'order.amended': 'Order price changed',
  'financial.ledgerDemoCredit': 'Demo account credit',
  'financial.ledgerMarginLock': 'Margin',
  'financial.ledgerMarginRelease': 'Margin returned',
  'financial.ledgerTradeFee': 'Handling fee',
  'financial.ledgerRealisedPnl': 'Profit and loss',
  'financial.ledgerNegativeBalanceProtection': 'Negative balance protection',
  'auth.badCredentials': 'Wrong username or password',
  'auth.enterEmail': 'Please enter e-mail',
  'auth.enterPassword': 'Please enter password',
  'user.demoReset': 'Demo account reset',
  'financial.ledgerDemoReset': 'Demo account reset',
  'financial.ledgerFeeRefund': 'Fee returned',
  'auth.enterPhone': 'Please enter phone number',
  'auth.enterRePassword': 'Please re-enter password',
  'auth.passwordMismatch': 'The two passwords are inconsistent',
  'auth.enterInviteCode': 'Please enter invitation code',
  'auth.enterCode': 'Please enter verification code',
  'auth.invalidEmail': 'Please enter a valid e-mail address',
  'auth.invalidPhone': 'Please enter a valid phone number',
  'auth.passwordTooShort': 'The password needs at least {{min}} characters',
  'auth.invalidInviteCode': 'This invitation code does not exist',
  'auth.wrongCode': 'The verification code is wrong or has expired',
  'auth.codeTriesExceeded': 'Too many wrong codes: please ask for a new one',
  'auth.resendTooSoon': 'Please wait {{seconds}} s before asking for another code',
  'auth.sendLimitReached': 'Too many codes asked for: please try again later',
  'auth.wrongCaptcha': 'The picture code is wrong or has expired',
  'auth.chooseArea': 'Please choose the country calling code',
  'auth.invalidCodeType': 'Unknown verification code type',
  'auth.loginLimitReached': 'Too many failed sign-ins: please try again in {{minutes}} minutes',
  'auth.sendFailed': 'The code could not be sent, please try again',
  'auth.phoneNotEnabled': 'Sign-up by phone is not available',
  'auth.accountFrozen': 'This account cannot sign in: please contact customer service',
  'auth.codeSent': 'Verification code sent',
  'auth.registered': 'Registration successful, please log in',
  'auth.loggedIn': 'Login successful',
  'auth.loggedOut': 'Logged out',
  'forgot.enterNewPassword': 'Please enter new password',
  'forgot.passwordReset': 'Password reset, please log in',
  'user.wrongOldPassword': 'The current password is wrong',
  'user.enterOldPassword': 'Please enter the current password',
  'user.passwordChanged': 'Password changed',
  'mail.codeSubject': 'Your verification code',
  'mail.registerCodeBody':
    'Your code to open an account is {{code}}. It is valid for {{minutes}} minutes. If you did not ask for it, ignore this message.',
  'mail.resetCodeBody':
    'Your code to reset your password is {{code}}. It is valid for {{minutes}} minutes. If you did not ask for it, ignore this message and your password stays as it is.',
  'mail.alreadyRegisteredSubject': 'You already have an account',
  'mail.alreadyRegisteredBody':
    'Someone asked to open an account with this address, which already has one. To sign in, use your password or reset it from the login page. If this was not you, ignore this message.',
  'mail.unknownAccountSubject': 'Password reset',
  'mail.unknownAccountBody':
    'Someone asked to reset a password for this address, but it has no account with us. If this was not you, ignore this message.',
  'mail.passwordChangedSubject': 'Your password was changed',
  'mail.passwordChangedBody':
    'The password of your account was changed and every other session was signed out. If this was not you, contact customer service at once.',
  'sms.registerCode': 'Your code to open an account is {{code}}, valid {{minutes}} minutes.',
  'sms.resetCode': 'Your code to reset your password is {{code}}, valid {{minutes}} minutes.',
  'sms.alreadyRegistered':
    'Someone asked to open an account with this number, which already has one. To sign in, use your password or reset it.',
  'sms.unknownAccount':
    'Someone asked to reset a password for this number, but it has no account with us. If this was not you, ignore this message.',
  'public.uploadMissing': 'Please choose an image',
  'public.uploadTooLarge': 'The image is too large: at most {{max}} MB',
  'public.uploadUnsupported': 'Only JPEG, PNG and WebP images are accepted',
  'public.uploadTooManyPixels': 'The image is too large: at most {{max}} megapixels',
  'public.uploadUnreadable': 'The image could not be read',
  'public.imageNotYours': 'Please upload the image again',
  'public.uploadBusy': 'Too many uploads at once, please try again in a moment',
  'public.uploadDailyCountReached':
    'You have reached today’s limit of {{max}} uploads, please try again tomorrow',
  'public.uploadDailyBytesReached':
    'You have reached today’s upload limit of {{max}} MB, please try again tomorrow',
  'public.uploaded': 'Uploaded',
  'public.recordAlreadyReviewed': 'This record has already been reviewed',
  'public.enterRemark': 'Please enter a remark',
  'user.enterName': 'Please enter your name',
  'user.enterIdNumber': 'Please enter your ID number',
  'user.uploadFrontBack': 'Please upload the front and back',
  'user.kycUnderReview': 'Your verification is waiting for review',
  'user.kycVerified': 'Your identity is already certified',
  'user.kycSubmitted': 'Submitted, waiting for review',
  'financial.enterRechargeAmount': 'Please enter recharge amount',
  'financial.amountTooSmall': 'The amount must be at least {{min}}',
  'financial.networkNotFound': 'This deposit network is not available',
  'financial.noPaymentChannel': 'The fiat account has no payment channel',
  'financial.uploadProof': 'Please upload the payment proof',
  'financial.depositSubmitted': 'Submitted, waiting for review',
  'financial.ledgerDeposit': 'Deposit',
  'financial.ledgerWithdrawalHold': 'Withdrawal requested',
  'financial.ledgerWithdrawalRelease': 'Withdrawal rejected, funds returned',
  'financial.ledgerWithdrawalPaid': 'Withdrawal paid',
  'financial.ledgerAdjustment': 'Balance adjustment',
  'financial.statusUnchecked': 'Unchecked',
  'financial.statusFinished': 'Finished',
  'financial.statusRejected': 'Rejected',
  'financial.statusInvalid': 'Invalid',
  'withdraw.bindMethodFirst': 'Please set up a payment account first',
  'withdraw.selectAddress': 'Please select a withdrawal address',
  'withdraw.enterAmount': 'Please enter the amount',
  'withdraw.aboveFreeMargin': 'The amount is more than your free margin ({{free}})',
  'withdraw.currencyNotFound': 'This withdrawal currency is not available',
  'withdraw.methodNotFound': 'This payment account was not found',
  'withdraw.fillCompletely': 'Please fill in completely',
  'withdraw.invalidType': 'Unknown payment account type',
  'withdraw.belowMinimum': 'The amount must be at least {{min}}',
  'withdraw.submitted': 'Withdrawal requested, waiting for review',
  'withdraw.methodBound': 'Payment account saved',
  'withdraw.methodDeleted': 'Payment account deleted',
  'trade.tradingFrozen': 'Trading is suspended on this account: please contact customer service',
  'admin.totpRequired': 'Enter the 6-digit code of your authenticator app',
  'admin.wrongTotp': 'The authenticator code is wrong',
  'admin.totpEnrolRequired': 'Set up two-factor sign-in first',
  'admin.forbiddenRole': 'Your role may not do this',
  'admin.operatorExists': 'An operator with this name exists',
  'admin.cannotChangeSelf': 'You cannot disable or demote yourself',
  'admin.invalidSetting': 'Invalid value for {{field}}',
  'admin.adjustmentTooLarge': 'The debit is more than the free margin ({{free}})',
  'admin.instrumentInvalid': 'Invalid instrument: {{reason}}',
  'admin.userNotFound': 'User not found',
  'admin.instrumentCodeFixed': 'the code cannot be changed',
  'admin.instrumentShowCode': 'the display name is required (at most 32 characters)',
  'admin.instrumentCategoryMissing': 'the category does not exist',
  'admin.instrumentCurrencyCode': 'a currency is three capital letters',
  'admin.instrumentQuoteCurrency': 'no price converts the quote currency to USD',
  'admin.instrumentOpenPositions':
    'the contract size and currencies cannot change while orders are open on it',
  'admin.instrumentLotStep': 'the lot step must not be larger than the minimum lots',
  'admin.instrumentMaxLots': 'the maximum lots must not be below the minimum lots',
  'admin.instrumentMarginMode': 'the margin mode is 1 (fixed per lot) or 2 (leverage)',
  'admin.instrumentLeverage': 'leverage options are required unless the margin is fixed per lot',
  'admin.instrumentLeverageRepeated': 'a leverage option is listed twice',
  'admin.instrumentSessions':
    'each session opens before it closes and does not overlap another on the same day',
  'admin.instrumentField': 'invalid value for {{field}}',
  'financial.ledgerOperatorClose': 'Closed by the operator',
  'public.appNotBuilt': 'This app has not been built yet: run npm run build, then reload this page',
  'trade.clientOrderIdReused':
    'This order id was already used for a different order; place it again with a new id',
  'auth.demoIdWeak': 'This device id cannot open a demo account; reload the page and try again',
  // The realtime socket's handshake.
  'public.originNotAllowed': 'This site may not open a live connection here',
  'public.tooManySockets': 'Too many live connections from this address',
  'public.socketsBusy': 'Too many live connections right now, please try again shortly',
  // Sign-in limits.
  'auth.captchaRequired':
    'Several sign-ins to this account have failed: please type the characters in the picture',
  'auth.signInDelayed': 'Too many failed sign-ins: please wait {{seconds}} s and try again',
  // The provider directory.
  'admin.companyNameTaken': 'A provider with this name exists',
  'admin.companyNameInvalid': 'Enter the provider’s name, at most {{max}} characters',
  'admin.companyUrlInvalid':
    'The website must be an address starting with http:// or https://, at most {{max}} characters',
  'admin.companyEmailInvalid': 'Enter a valid e-mail address, at most {{max}} characters',
  'admin.companyLogoInvalid':
    'Upload the logo here: only an image published from this back office can be used',
  'admin.companySubjectInvalid': 'The entity may have at most {{max}} characters, on one line',
  'admin.companyAddressInvalid':
    'The registered address may have at most {{max}} characters, on one line',
  'admin.companyLocationInvalid': 'The location may have at most {{max}} characters, on one line',
  'admin.companySortInvalid': 'The order is a whole number from {{min}} to {{max}}',
  'admin.companyNotFound': 'This provider was not found',
  'admin.companiesFull': 'The directory holds at most {{max}} providers',
  // Trader ranking.
  'copy-trading.nicknameRequired': 'Please choose a display name to appear on the ranking',
  'copy-trading.nicknameLength': 'The display name needs {{min}} to {{max}} characters',
  'copy-trading.nicknameCharacters':
    'The display name may hold letters, digits, spaces and . _ - only',
  'copy-trading.nicknameContact':
    'A display name must not look like an e-mail address or a phone number',
  'copy-trading.nicknameTaken': 'This display name is taken, please choose another',
  'copy-trading.pageInvalid': 'The page must be a whole number from 1 to {{max}}',
  'copy-trading.listedInvalid': 'Choose 1 to be shown on the ranking or 0 not to be',
  'copy-trading.hideReasonRequired': 'Please say why the trader is hidden',
  'copy-trading.settingSaved': 'Saved',
  // News and announcements.
  'news.notFound': 'This article is not available',
  'news.categoryUnknown': 'Unknown news category',
  'news.titleRequired': 'Please enter a title in {{lang}}',
  'news.languageUnknown': 'Unknown language: {{lang}}',
  'news.languageRepeated': 'Each language may be written once',
  'news.tooLong': 'The {{field}} is too long: at most {{max}} characters',
  'news.coverInvalid': 'The cover must be an image uploaded here',
  'news.windowInvalid': 'The end of the active period must come after its start',
  'news.scheduleInvalid': 'Please choose a valid publication time',
  'news.feedUrlInvalid': 'Please enter the address of a feed (http or https)',
  'news.feedNotFound': 'Feed not found',
  'news.feedExists': 'This feed has been added already',
  'news.feedsLimitReached': 'At most {{max}} feeds',
  // Registration's consent and the favourites.
  'auth.consentRequired':
    'Please accept the risk disclosure and the terms of service to open an account',
  'product.favouritesFull': 'At most {{max}} favourites: remove one to add another',
  // Price and margin alerts.
  'trade.alertsFull': 'At most {{max}} price alerts: remove one to add another',
  'trade.alertPriceReached':
    'The price is now {{price}}: an alert above must be set higher than that, an alert below lower',
  'trade.alertPriceInvalid': 'Enter a price above 0 with at most {{digits}} decimals',
  'trade.marginAlertLevelInvalid':
    'Choose a risk rate above the stop-out level of {{level}}%, at most {{max}}%',
} as const satisfies Record<string, string>;

/** A message key of the server's catalogue. */
export type ServerMessageKey = keyof typeof en;

/** The back office's messages: it speaks English and Traditional Chinese only. */
export type AdminMessageKey = Extract<ServerMessageKey, `admin.${string}`>;

/** Traditional Chinese's table, a language of the back office: exactly English's keys. */
export type ServerMessages = { readonly [K in ServerMessageKey]: string };

/** A trader language's table: English's keys but the back office's, each a string. */
export type TraderMessages = { readonly [K in Exclude<ServerMessageKey, AdminMessageKey>]: string };

/** Whether a key is one of the back office's, which read English in the trader languages. */
export const isAdminMessage = (key: string): boolean => key.startsWith('admin.');
