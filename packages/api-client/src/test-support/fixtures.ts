/** Bodies that follow the spec's response shapes. Tests only. */

export const userDetailsBody = {
  success: true,
  data: {
    getUser: {
      userId: 42,
      email: "ana@example.com",
      firstName: "Ana",
      lastName: "Silva",
      nickname: "ana",
      address: "Rua 1",
      zipCode: "1000-001",
      city: "Lisboa",
      dateOfBirth: "1990-05-01",
      phoneCode: "+351",
      phone: "912345678",
      countryCode: "PT",
      currencyCode: "EUR",
      gender: "female",
      tags: ["vip"],
      isEmailVerified: true,
      kycStatus: "APPROVED",
      userLimit: { isSelfExclusionPermanent: false, selfExclusion: null },
      favouriteColour: "teal",
    },
    userWallet: { amount: 100.5, nonCashAmount: "20.00", totalAmount: 120.5 },
    depositCount: 3,
    totalDeposit: 300,
    totalSpend: 120,
    isCrypto: false,
    userLoyaltyLevel: { level: 2, points: 150, pointsUntilNextLevel: 50, xp: 1200 },
    referralData: { visits: 10, registrations: 2, revenue: 12.5 },
    activeBonus: null,
    currencySymbol: "€",
    userMonthlyLimit: null,
  },
};

export const loginBody = {
  accessToken: "token-abc",
  lastLogin: { created_at: "2026-11-20T10:00:00Z", ip: "1.2.3.4", location: "Lisbon, PT" },
  locale: "pt",
  cpnc: "spring",
  userId: 42,
};

export const signUpBody = { accessToken: "token-new", createUser: { userId: 43, email: "new@example.com" } };

export const settingsBody = {
  success: true,
  data: {
    excludedCountryCodeList: ["US", "FR"],
    whitelistedIPs: ["10.0.0.1"],
    formFieldsValidation: { password: { minLength: 8, requireSpecial: true, requireDigit: true, requireUpper: true } },
    allowDepWithoutAddress: true,
    theme: "curacao",
    navigationSystem: "basic",
    brandName: "Demo",
    cacheControlHash: "h1",
    cookiesPopup: true,
    casinoOrigin: "https://casino.example",
    onDepositShowAllField: false,
    debugShowTranslationKeys: false,
    inactivitySessionTimeout: 30,
    affiliateKeyQueryParameter: "nxafk",
    reCaptchaSiteKey: "site-key",
    mirrorDomain: [
      {
        id: 7,
        url: "https://mirror.example",
        registrationConfigs: { PT: [{ from: "22:00", to: "06:00", deviceType: "mobile" }] },
      },
    ],
    settings: { registrationConfigs: { PT: [{ from: "00:00", to: "23:59", deviceType: "desktop" }] } },
  },
};

export const scriptsBody = {
  success: true,
  data: [{ key: "gtm", name: "Tag manager", head: "<script>1</script>", bodyStart: "", bodyEnd: null }],
};

export const categoryListBody = { success: true, data: { topCategoryList: [{ id: 1, name: "Hot", slug: "hot" }] } };

export const bonusListBody = {
  success: true,
  data: {
    bonus: {
      count: 1,
      rows: [
        {
          id: 7,
          name: "Welcome",
          bonusType: "deposit",
          status: "active",
          depositBonusPercent: 150,
          minDeposit: "100.00",
          wageringType: "REAL_TO_FUN",
          banner: { bannerTitle: "Welcome package: 150% up to 1000 EUR and 100 free spins" },
        },
      ],
    },
  },
};

export const countriesBody = {
  success: true,
  countries: {
    count: 2,
    rows: [
      { countryId: 1, code: "PT", name: "Portugal", phoneCode: "+351", flag: "pt.svg" },
      { countryId: 2, code: "DE", name: "Germany", phoneCode: 49, flag: null },
    ],
  },
  allCountries: [
    { code: "PT", name: "Portugal" },
    { code: "DE", name: "Germany" },
    { code: "US", name: "United States" },
  ],
};

export const locationBody = {
  success: true,
  data: { ip: "5.6.7.8", country: { code: "DE" }, ipInfo: { subdivisions: [{ iso_code: "ST" }, "BE"] } },
};

export const rakebackDaysBody = {
  success: true,
  data: [
    {
      dayDate: "2026-11-20",
      canClaimDate: "2026-11-20",
      bonusId: 9,
      amount: 1.25,
      paidAt: null,
      ended: true,
      future: false,
      showButton: true,
    },
    {
      dayDate: "2026-11-21",
      bonusId: 9,
      amount: null,
      paidAt: "2026-11-21T08:00:00Z",
      ended: false,
      future: false,
      showButton: false,
    },
  ],
};

export const rakebackClaimBody = { success: true, data: { amount: 1.25, bonusId: 9 } };

export const calendarAwardBody = { success: true, data: { userCalendarData: { ngr: 200, payout: 10, percent: 5 } } };

export const paymentsBody = {
  success: true,
  data: [
    {
      id: 1,
      name: "visa",
      paymentMethod: "card",
      title: "Visa",
      rawTitle: "VISA",
      description: "Cards",
      thumbnail_url: "visa.svg",
      isActive: true,
      hidden: false,
      withdrawalExist: true,
      order: 1,
      allowedCountries: ["PT"],
      restrictedCountries: [],
      tagRestrictedCountries: { matched: ["DE"], default: [] },
      allowedCurrencies: ["EUR"],
      restrictedCurrencies: [],
      allowEmails: [],
      allowTags: [],
      isCardForm: true,
    },
  ],
};
