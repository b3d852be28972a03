import type { AccountMessages } from './messages';

/**
 * The account pages' texts (English): rendered on the server only (the
 * account's forms are plain HTML), so they stay out of the browser's text chunk (client/texts.ts).
 */
export const enAccount: AccountMessages = {
  account: {
    title: 'My account',
    impersonateTitle: 'You are being logged in as user..',
    impersonateText:
      'A link from customer service logs this browser in as a customer for one hour. Continue only if you asked for it.',
    impersonateContinue: 'Continue',
    impersonateCancel: 'Cancel',
    loggedInAs: 'Logged in as {{email}}',
    sections: 'My account sections',
    orders: 'Orders',
    settings: 'Settings',
    balance: 'Balance',
    inProgress: 'In progress',
    history: 'Order history',
    noOrders: 'You have not placed any orders yet',
    noneInProgress: 'You have no orders in progress',
    noHistory: 'You have no earlier orders',
    orderNumber: 'Order {{number}}',
    placed: 'Placed {{date}}',
    status: 'Status',
    statusReceived: 'Received',
    statusProcessing: 'Processing',
    statusCompleted: 'Completed',
    statusCancelled: 'Cancelled',
    viewDetails: 'View details',
    billingAddress: 'Billing address',
    shippingAddress: 'Shipping address',
    shippingMethod: 'Shipping method',
    paymentMethod: 'Payment method',
    trackOrder: 'Track order',
    newWindow: '(opens in a new window)',
    refunds: 'Refunds',
    refunded: 'Refunded',
    refund: '{{date}}: {{amount}}',
    currentBalance: 'Current balance',
    accountSettings: 'Account settings',
    customerType: 'Customer type',
    personalInfo: 'Personal information',
    companyInfo: 'Company information',
    email: 'Email',
    emailFixed: 'Your email cannot be changed here',
    addresses: 'Billing & Shipping',
    newsletter: 'Newsletter',
    newsletterLabel: 'Yes, I want to receive the newsletter with offers and news',
    save: 'Save changes',
    saved: 'Your changes have been saved',
    privacy: 'Privacy settings',
    changePassword: 'Change password',
    deleteAccount: 'Delete account',
    deleteTitle: 'Delete account?',
    deleteText:
      'Do you really want to delete your account? You cannot undo this action. If you go through with this your account will be deleted and you will be logged out.',
    deleteConfirm: 'Yes, delete my account',
    cancel: 'Cancel',
    deleted: 'Your account is now deleted',
    deleteInfo: 'To delete only your personal information, you need to contact customer service.',
    notSpecified: 'Not specified',
    sessionEnded: 'You have been logged out. Log in again to continue.',
  },
  company: {
    title: 'Apply for a company account',
    intro:
      'Does your company shop with us? Apply for a company account and we will answer by email once the application has been handled.',
    link: 'Apply for a company account',
    contact: 'Contact person',
    address: 'Address',
    submit: 'Send application',
    received:
      'Thank you! We have received your application and will answer by email once we have handled it.',
    extraUser: 'Request an extra user',
    extraUserIntro:
      'Ask for one more user on the company account. Once the request is approved, the new user gets an email to choose a password.',
    extraUserSubmit: 'Send request',
    extraUserReceived: 'Thank you! We have received your request and will answer by email.',
    emailPending:
      'We are already handling a request for this email address and will answer by email.',
    emailTaken:
      'There is already an account with this email address. Enter another address for the company account’s user.',
  },
  // issue 11: consent (the cookie banner, rendered on the server only)
  consent: {
    title: 'We use cookies',
    text: 'Necessary cookies make the shop work. With your consent we also use cookies to remember your choices, analyse traffic and personalise content and ads, also with third parties.',
    readMore: 'Read more about cookies',
    acceptAll: 'Allow all cookies',
    onlyNecessary: 'Only necessary cookies',
    customize: 'Let me choose',
    categories: 'Choose the cookies you allow',
    necessary: 'Necessary',
    necessaryText: 'Cart, favorites, login, checkout, language and market. Always on.',
    preferences: 'Preferences',
    preferencesText: 'Lets third-party services remember your settings and personalise content.',
    statistics: 'Statistics',
    statisticsText: 'Shows us how the shop is used: visitor statistics and heatmaps.',
    marketing: 'Marketing',
    marketingText: 'Personalised offers and ads, also on social media and by email.',
    save: 'Save my choice',
    settings: 'Cookie settings',
    saved: 'Your cookie choice is saved',
  },
  // issue 11: feedback (page chrome rendered on the server)
  feedback: {
    loading: 'Loading …',
    outdatedBrowser:
      'Your browser is too old for everything in this shop to work. Please update it or use another browser.',
  },
};
