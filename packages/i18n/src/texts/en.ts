/**
 * The static English texts shipped in the package: the last fallback for every key, so the site
 * reads well when the back end sends nothing. Keys the spec names are used as
 * named; the scheme for the others is in the README. Placeholders are `[NAME]` or `{NAME}`.
 *
 * One flat object literal, grouped by the key's first segment in alphabetical order. Add a key
 * to its group with a small edit; do not reformat the file.
 */
export const EN_TEXTS: Readonly<Record<string, string>> = {
  // alert.*: session alerts (inactivity and logout reasons)
  "alert.inactive.title": "You were logged out",
  "alert.inactive.message": "You have been logged out after a period of inactivity. Please log in again to continue.",
  "alert.logout.title": "Session ended",
  "alert.logout.message": "Your session has ended. Please log in again to continue.",
  "alert.logout.reason.ACCOUNT_LOCKED": "Your account has been locked. Please contact support.",
  "alert.logout.reason.CONCURRENT_SESSION":
    "You have been logged out because your account was opened on another device.",
  "alert.logout.reason.SECURITY_LOGOUT": "You have been logged out for your security. Please log in again.",
  "alert.logout.reason.SESSION_EXPIRED": "Your session has expired. Please log in again.",
  "alert.logout.reason.SYSTEM_MAINTENANCE":
    "You have been logged out while we carry out maintenance. Please try again shortly.",
  "alert.logout.reason.USER_INACTIVITY_TIMEOUT": "You have been logged out after a period of inactivity.",
  "alert.logout.reason.USER_INITIATED": "You have logged out.",

  // bet.*: a bet over the player's bet limit, offered as a bonus buy (see docs/features.md, Limits)
  "bet.limit.bonus.buy.message":
    "This bet is over your bet limit. Confirm it as a bonus buy to exclude only the next transaction from bet limit checks.",

  // bonus.*: bonus screens
  "bonus.cancel.warning": "Starting a deposit with a new bonus cancels your active bonus and burns its current amount.",
  "bonus.play": "Play",
  "bonus.status.active": "Active",
  "bonus.status.availed": "Claimed",
  "bonus.status.cancelled": "Cancelled",

  // button.*: button labels
  "button.accept": "Accept",
  "button.alternative.method": "Try an alternative method",
  "button.cancel": "Cancel",
  "button.claim": "Claim",
  "button.close": "Close",
  "button.confirm.bonus.buy": "Confirm Bonus Buy",
  "button.confirm.regular.bet": "Confirm Regular Bet",
  "button.get": "Get",
  "button.go.back": "Go back",
  "button.go.home": "Go Home",
  "button.log.in": "Log in",
  "button.log.out": "Log out",
  "button.more": "More",
  "button.ok": "OK",
  "button.refresh": "Refresh",
  "button.reverify.location": "Re-verify location",
  "button.sign.up": "Sign up",
  "button.submit": "Submit",
  "button.try.again": "Try again",
  "button.update.profile": "Update profile",

  // cashback.*: cashback accumulator card
  "cashback.page.none": "No cashback is running for you right now.",
  "cashback.page.signed.out": "Sign in to see the cashback you are collecting.",
  "cashback.page.unavailable": "Cashback is not part of this casino's rewards.",
  "cashback.card.title": "Cashback",
  "cashback.card.today": "Today's cashback",
  "cashback.card.countdown": "Next payout in",
  "cashback.card.tooltip":
    "Cashback is [PERCENT] of your net losses (NGR) and is paid out every half hour, at :00 and :30.",
  "cashback.card.claim": "Claim cashback",
  "cashback.card.new.rewards": "New rewards to claim",
  "cashback.card.empty": "Play to collect cashback.",
  "cashback.card.info": "About cashback",

  // common.*: words used across screens
  "common.empty": "Nothing here yet",
  "common.loading": "Loading…",
  "common.no": "No",
  "common.optional": "Optional",

  // cookie.*: cookie-consent notice
  "common.yes": "Yes",
  "cookie.notice.title": "We use cookies",
  "cookie.notice.message":
    "We use cookies to make this site work and to improve your experience. By continuing you accept our use of cookies.",
  "cookie.notice.privacy.link": "Privacy policy",
  "cookie.notice.accept": "Accept",
  "cookie.notice.label": "Cookie notice",

  // country.*: country and phone-code pickers
  "country.select.placeholder": "Choose a country",
  "country.select.search": "Search",
  "country.select.empty": "No matches",

  // error.*: error catalogues; the last segment is the server's code as sent
  "error.bet.limit.MAX_BET_LIMIT_REACHED": "You have reached your maximum bet limit.",
  "error.bet.limit.maxBetLimit": "This bet is above your maximum bet limit.",
  "error.bet.limit.dailyBetLimit": "You have reached your daily bet limit.",
  "error.bet.limit.weeklyBetLimit": "You have reached your weekly bet limit.",
  "error.bet.limit.monthlyBetLimit": "You have reached your monthly bet limit.",
  "error.bet.limit.dailyLossLimit": "You have reached your daily loss limit.",
  "error.bet.limit.weeklyLossLimit": "You have reached your weekly loss limit.",
  "error.bet.limit.monthlyLossLimit": "You have reached your monthly loss limit.",
  "error.bet.limit.MIN_BET": "This bet is below the minimum bet for this game.",
  "error.bet.limit.MAX_BET": "This bet is above the maximum bet for this game.",
  "error.bet.limit.BONUS_MAX_BET": "This bet is above the maximum bet allowed while a bonus is active.",
  "error.bet.limit.CHANGE_NOT_ALLOWED": "Change Not Allowed: your bet limit can be changed once every hour.",
  "error.bonus.REGISTRATION_BONUS": "The activation window for this bonus after registration has passed.",
  "error.bonus.MAXIMUM_PARTICIPANTS": "This bonus has reached its maximum number of participants.",
  "error.bonus.RETRY_PERIOD": "You have already used this bonus.",
  "error.bonus.DAYS_VALID": "This bonus is no longer valid.",
  "error.bonus.UNIFIED_ERROR":
    "This bonus could not be activated. Reference: promotion [PROMOTION_ID], user [USER_ID], user bonus [USER_BONUS_ID].",
  "error.bonus.DEPOSITS_NUMBER": "This bonus is not available for your number of deposits.",
  "error.bonus.DEPOSITS_NUMBER2": "This bonus is not available for your number of deposits.",
  "error.bonus.ACTIVE_FREE_SPINS":
    "You already have active free spins. Only one free-spins bonus can be active at a time.",
  "error.bonus.ACTIVE_BONUS": "You already have an active bonus. Only one bonus can be active at a time.",
  "error.bonus.CANCELLED": "This bonus has been cancelled.",
  "error.bonus.NO_CASHBACK": "Your losses are below the minimum for cashback.",
  "error.bonus.ADD_TO_CALENDAR": "Your cashback has been added to your rakeback calendar.",
  "error.bonus.REQUIRED_EMAIL_VERIFICATION": "Please verify your email address to activate this bonus.",
  "error.bonus.VALID_ON_DAYS": "This bonus is not valid today.",
  "error.bonus.START_TIME_ERROR": "This bonus can only be activated within its time window. It has not started yet.",
  "error.bonus.END_TIME_ERROR": "This bonus can only be activated within its time window. It has ended.",
  "error.bonus.BONUS_FRAUD": "This bonus is not available for your account.",
  "error.bonus.CASHBACK_NEED_DEPOSIT": "Make a deposit to receive cashback.",
  "error.deposit.GLOBAL_ERROR":
    "The cashier could not open. Your profile may need verification, or your country may be blocked (please check that you are not using a VPN).",
  "error.deposit.DEPOSIT_COUNTRY_BLOCK":
    "The cashier could not open because deposits are blocked in your country. Please check that you are not using a VPN.",
  "error.deposit.REQUIRED_EMAIL_VERIFICATION": "Please verify your email address before making a deposit.",
  "error.deposit.PAYMENT_LIMIT_THRESHOLD": "You have reached your daily deposit limit.",
  "error.deposit.TRANSACTION_FAILED": "The transaction failed. Please try again.",
  "error.deposit.AMOUNT_BELOW_ZERO": "The amount must be greater than 0.",
  "error.deposit.UNIFIED_ERROR": "The deposit could not be completed. Please try again or choose another method.",
  "error.deposit.PAYMENT_PROVIDER_LIMIT_THRESHOLD":
    "The amount is outside the minimum and maximum of this payment method.",
  "error.deposit.PROVIDER_ERROR": "The payment provider returned an error. Please try again or choose another method.",
  "error.deposit.PHONE_ERROR": "The phone number is too short.",
  "error.deposit.PAYMENT_SERVICE_ERROR": "This payment method does not support your currency.",
  "error.exclusion.cannot.be.shortened":
    "Your exclusion is in force: it can be extended or made permanent, but not shortened or lifted before it ends.",
  "error.exclusion.permanent": "Your exclusion is permanent and cannot be changed.",
  "error.generic.500": "Internal server error",
  "error.generic.503": "Service Unavailable",
  "error.generic.check.fields": "Please check fields with errors",
  "error.generic.game.country.restricted": "This game is not available in your country.",
  "error.generic.game.not.found": "Game not found",
  "error.generic.not.found": "Not found",
  "error.generic.something.went.wrong": "Something went wrong",
  "error.generic.try.again.later": "Try again later",
  "error.generic.verification.email.not.sent": "Verification email not sent",
  "error.login.invalid.credentials": "The email or password is incorrect.",
  "error.login.too.many.attempts": "Too many attempts. Please wait a few minutes and try again.",
  "error.other.bonus.game.ineligible": "Bonus money cannot be played on this game while a bonus is active.",
  "error.other.clipboard.read": "Could not read from the clipboard.",
  "error.other.coupon.already.redeemed": "This coupon has already been redeemed.",
  "error.other.coupon.not.applied": "The coupon could not be applied.",
  "error.other.demo.unavailable": "Demo play is not available for this game.",
  "error.other.document.upload": "The document could not be uploaded. Please try again.",
  "error.other.qr.expired": "The QR code has expired.",
  "error.other.qr.undecodable": "The QR code could not be read.",
  "error.other.session.limit.remove": "The session time limit could not be removed.",
  "error.other.session.limit.update": "The session time limit could not be updated.",
  "error.other.session.timeout": "Your session has timed out.",
  "error.other.upi.link.invalid": "The UPI link is not valid.",
  "error.withdraw.active.bonus": "You cannot withdraw while a bonus is active.",
  "error.withdraw.calc": "The withdrawal amount could not be calculated.",
  "error.withdraw.deposit.wager": "Complete the wagering on your deposits before you withdraw.",
  "error.withdraw.email.unverified": "Please verify your email address before you withdraw.",
  "error.withdraw.failed": "The withdrawal could not be completed.",
  "error.withdraw.no.deposit": "Make at least one successful deposit before you withdraw.",

  // footer.*: the site's footer
  "footer.group.casino": "Casino",
  "footer.group.help": "Help",
  "footer.group.legal": "Legal",

  // form.*: form labels and validation
  "form.validation.invalid.required": "Required",
  "form.validation.invalid.format": "Invalid format",
  "form.validation.invalid.short.number": "Number is too short",
  "form.validation.invalid.long.number": "Number is too long",
  "form.validation.invalid.password.length": "Password is too short",
  "form.validation.invalid.password.max": "Password must be at most 255 characters",
  "form.validation.invalid.contain.special": "Password must contain at least one special character",
  "form.validation.invalid.contain.numbers": "Password must contain numbers",
  "form.validation.invalid.contain.upper": "Password must contain at least one uppercase character",
  "form.validation.invalid.dob": "You must be at least 18 years old",
  "form.validation.invalid.dob.check": "Please check your date of birth",
  "form.validation.invalid.max.length": "Must be at most 255 characters",
  "form.validation.invalid.passwords.match": "Passwords must match",
  "form.validation.invalid.current.password": "Current password is required",
  "form.validation.invalid.card.number": "Card number is not valid",
  "form.validation.invalid.card.expiry": "Use the format MM/YY",
  "form.validation.invalid.card.month": "Month is not valid",
  "form.validation.invalid.card.expired": "Card has expired",
  "form.validation.invalid.cvc": "CVC must be exactly 3 digits",
  "form.validation.invalid.bank.code": "Bank code must be 8 to 15 characters",
  "form.validation.invalid.upi": "UPI ID is not valid",
  "form.validation.invalid.amount": "Amount must be greater than 0",
  "form.validation.invalid.amount.range": "Amount is outside the allowed minimum and maximum",
  "form.validation.invalid.upload.type": "Only jpg, pdf and png files are accepted",
  "form.validation.invalid.upload.size": "The file must be under 25MB",
  "form.validation.invalid.document.date": "Proof of address must be no older than 6 months",
  "form.validation.invalid.session.limit.min":
    "The session time limit must be at least 10 minutes, 1 hour or 1 day, depending on the unit",
  "form.validation.invalid.session.limit.max": "The session time limit must be at most 30 days (720 hours)",
  "form.validation.invalid.terms": "You must accept the terms and conditions",

  // game.*: a game's page
  "game.details.bonus.buy": "Bonus buy",
  "game.details.bonus.compatible": "Playable with a bonus",
  "game.details.max.bet": "Maximum bet",
  "game.details.max.multiplier": "Maximum multiplier",
  "game.details.min.bet": "Minimum bet",
  "game.details.provider": "Provider",
  "game.details.rtp": "Return to player",
  "game.details.title": "Game details",
  "game.frame.label": "Game window",
  "game.frame.text": "The game from [PROVIDER] opens here. Games are served by their providers, not by this site.",

  // gender.*: gender options
  "gender.not.to.say": "Not to say",
  "gender.male": "Male",
  "gender.female": "Female",

  // home.*: the home page
  "home.hero.cta": "See the offer",
  "home.hero.eyebrow": "Featured promotion",
  "home.hero.text": "Slots, live tables and instant games, with rewards every day.",
  "home.hero.title": "Welcome to [BRAND]",

  // legal.*: legal and help pages (the texts themselves are the back end's documents)
  "legal.contents": "Contents",
  "legal.updated": "Last updated [DATE]",
  "legal.missing": "This text is not available right now.",

  // lobby.*: the lobby's pages
  "lobby.page.label": "Pages",
  "lobby.page.next": "Next page",
  "lobby.page.previous": "Previous page",
  "lobby.page.status": "Page [PAGE] of [PAGES]",
  "lobby.title": "Casino lobby",

  // modal.*: modal titles and messages (the product's keys as named)
  "modal.failed.deposit.title": "Deposit failed",
  "modal.failed.deposit.message":
    "Your deposit with [METHOD] could not be completed. Please try again or use an alternative method.",
  "modal.success.deposit.title": "Deposit successful",
  "modal.success.deposit.message": "Your deposit was successful. Good luck!",
  "modal.return.deposit.title": "Deposit processing",
  "modal.return.deposit.message":
    "Your deposit with [METHOD] is being processed. Your balance will update once it is confirmed.",
  "modal.decline.deposit.title": "Deposit declined",
  "modal.decline.deposit.message": "Your deposit with [METHOD] was declined. Please try an alternative method.",
  "modal.cancel.deposit.title": "Deposit cancelled",
  "modal.cancel.deposit.message":
    "Your deposit with [METHOD] was cancelled. You can try again or use an alternative method.",
  "modal.pending.deposit.title": "Deposit pending",
  "modal.pending.deposit.message":
    "Your deposit with [METHOD] is in progress. We will update your balance as soon as it completes.",
  "modal.3ds.success.deposit.title": "Card verified",
  "modal.3ds.success.deposit.message": "Your card was verified. We are completing your deposit.",
  "modal.deposit.method": "Payment method",
  "modal.deposit.method.unknown": "your payment method",
  "modal.session.ended.title": "Session ended",
  "modal.session.ended.message": "Your session has ended. Log in to continue.",
  "modal.verify.email.expired.title": "Link expired",
  "modal.verify.email.expired.message": "This verification link has expired. Log in to request a new one.",

  // msg.*: short messages the spec names
  "msg.try.again": "Something went wrong. Please try again.",

  // nav.*: the site's navigation (header, menu, footer)
  "nav.aml": "AML policy",
  "nav.bonus.terms": "Bonus terms",
  "nav.kyc.refund": "KYC and refunds",
  "nav.legal.use": "Legal use of the website",
  "nav.lobby": "Lobby",
  "nav.privacy": "Privacy policy",
  "nav.promotions": "Promotions",
  "nav.cashback": "Cashback",
  "nav.deposit": "Deposit",

  // not.found.*: the 404 page
  "nav.responsible.gambling": "Responsible gambling",
  "nav.terms": "Terms and conditions",
  "not.found.title": "Page not found",
  "not.found.message": "The page you are looking for does not exist.",

  // page.*: names of pages the site links to (the "not available" page names them)
  "page.live.casino": "Live casino",
  "page.slots": "Slots",
  "page.vip.club": "VIP club",
  "page.my.profile": "My profile",
  "page.balance": "Balance",
  "page.verification": "Verification",
  "page.my.bonuses": "My bonuses",
  "page.my.history": "My history",
  "page.freeze.account": "Freeze account",
  "page.limits": "Limits",
  "page.free.money": "Free money",
  "page.profile": "Profile",
  "page.account": "Account",
  "page.edit.profile": "Edit profile",
  "page.transactions": "Transactions",
  "page.favorites": "Favourites",
  "page.bonus.history": "Bonus history",
  "page.withdraw": "Withdraw",
  "page.providers": "Providers",
  "page.tournaments": "Tournaments",
  "page.not.available.message": "[PAGE] is not part of [BRAND] yet. Everything else is one click away.",
  "page.not.available.title": "Not available here",
  "page.back.to.lobby": "Back to the lobby",

  // profile.*: profile information form
  "profile.form.title": "Profile information",
  "profile.form.first.name": "First name",
  "profile.form.last.name": "Last name",
  "profile.form.email": "Email",
  "profile.form.phone.code": "Phone code",
  "profile.form.phone": "Phone",
  "profile.form.date.of.birth": "Date of birth",
  "profile.form.day": "Day",
  "profile.form.month": "Month",
  "profile.form.year": "Year",
  "profile.form.country": "Country",
  "profile.form.city": "City",
  "profile.form.postal.code": "Postal code",
  "profile.form.address": "Address",
  "profile.form.gender": "Gender",
  "profile.form.success": "Your profile has been updated.",
  "profile.form.error": "Your profile could not be updated. Please try again.",
  "profile.form.locked": "This field can no longer be changed.",

  // promotions.*: promotions calendar modal
  "promotions.page.empty": "No promotions right now.",
  "promotions.calendar.title": "Promotions calendar",
  "promotions.calendar.empty": "No promotions on this day.",
  "promotions.calendar.today": "Today",
  "promotions.calendar.days": "Days",

  // rakeback.*: rakeback calendar (the product's keys as named)
  "rakeback.calendar.title": "Rakeback calendar",
  "rakeback.claim.title": "Rakeback claimed",
  "rakeback.claim.text": "You received [AA].",
  "rakeback.error.claim.title": "Claim failed",
  "rakeback.error.claim.text": "Your rakeback could not be claimed. Please try again later.",
  "rakeback.day.claimed": "Claimed",
  "rakeback.day.not.claimed": "Not claimed",
  "rakeback.day.available": "Available to claim",
  "rakeback.day.play.to.win": "Play to win",
  "rakeback.carousel.pause": "Pause auto-scroll",
  "rakeback.carousel.play": "Resume auto-scroll",
  "rakeback.carousel.label": "carousel",
  "rakeback.carousel.slide": "day",
  "rakeback.carousel.previous": "Previous day",
  "rakeback.carousel.next": "Next day",

  // restricted.*: restricted-country overlay
  "restricted.title": "We are not available in your country",
  "restricted.location.message": "It looks like you are visiting from a country where we cannot offer our services.",
  "restricted.device.message":
    "Your location is detected from your device and network. If you use a VPN or your region was detected incorrectly, you can re-verify your location.",
  "restricted.country": "Country",
  "restricted.ip": "IP",
  "restricted.date": "Date",
  "restricted.verifying": "Checking your location…",
  "restricted.verify.failed": "We could not verify your location.",

  // shell.*: the site's shell in @casino/ui: header, footer, hero, game rails, rewards entry points
  "shell.header.nav.label": "Main",
  "shell.header.sign.in": "Sign in",
  "shell.header.deposit": "Deposit",
  "shell.header.balance": "Balance",
  "shell.header.balance.cash": "Cash",
  "shell.header.balance.bonus": "Bonus",
  "shell.header.account": "Account",
  "shell.header.menu.open": "Menu",
  "shell.header.menu.title": "Menu",
  "shell.footer.adult": "18+",
  "shell.footer.adult.label": "For players aged 18 and over only",
  "shell.footer.responsible": "Gambling can be addictive. Play responsibly and set limits that suit you.",
  "shell.footer.responsible.link": "Responsible gambling",
  "shell.footer.language": "Language",
  "shell.games.see.all": "See all",
  "shell.games.previous": "Previous games",
  "shell.games.next": "Next games",
  "shell.games.empty": "No games here yet",
  "shell.games.rtp": "RTP [RTP]",
  "shell.games.badge.jackpot": "Jackpot",
  "shell.games.badge.hot": "Hot",
  "shell.games.badge.new": "New",
  "shell.rewards.label": "Rewards",
  "shell.rewards.rakeback.text": "Claim back part of your play, every day.",
  "shell.rewards.cashback.text": "Cashback on your losses, paid every half hour.",
  "shell.rewards.promotions.text": "A new offer for each day of the week.",

  // site.*: the site as a whole
  "site.description": "Play, deposit and claim your rewards.",
  "site.unavailable.title": "We'll be right back",
  "site.unavailable.message": "The casino cannot be reached at the moment. Please try again in a moment.",

  // toast.*: notifications region ({hotkey} is filled by the toast library)
  "toast.region.label": "Notifications ({hotkey})",
};
