/** Demo accounts seeded in APP_MODE=demo (README "Demo accounts"). */
export const DEMO_PASSWORD = 'Demo@1234';

export const DEMO_CUSTOMER = { phoneNumber: '9000000010', businessName: 'Demo Traders' };
export const DEMO_FOREIGN_CUSTOMER = { email: 'foreign.demo@example.com' };

export const DEMO_STAFF = {
  superadminAdmin: { phoneNumber: '9000000001', host: 'localhost' },
  admin: { phoneNumber: '9000000002', host: 'localhost' },
  creator: { phoneNumber: '9000000003', host: 'localhost' },
  franchisee: { phoneNumber: '9000000004', host: 'localhost' },
  franchiseeAllCards: { phoneNumber: '9000000005', host: 'localhost' },
  soloAdmin: { phoneNumber: '9000000006', host: 'solo.localhost' },
} as const;
