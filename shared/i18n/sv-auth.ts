/**
 * The log-in texts (Swedish): the panel, the reset page and the newsletter
 * form. The browser loads them only with those (client/texts.ts), not on every page.
 */
export const svAuth = {
  panel: {
    close: 'Stäng',
    passwordHint: 'Minst 7 tecken',
    resetLead: 'Ange din e-postadress så skickar vi en länk där du kan välja ett nytt lösenord.',
    noAccount: 'Har du inget konto?',
    haveAccount: 'Har du redan ett konto?',
    backToLogin: 'Tillbaka till inloggningen',
    customerType: 'Jag handlar som',
    working: 'Vänta …',
    resetPageSubmit: 'Spara lösenordet',
    resetMissingKey: 'Länken saknar sin nyckel. Begär en ny återställning.',
    requestNew: 'Begär en ny återställningslänk',
  },
  newsletter: {
    title: 'Nyhetsbrev',
    lead: 'Registrera dig för vårt nyhetsbrev och håll dig uppdaterad om våra senaste nyheter.',
    email: 'Din e-post',
    placeholder: 'din@epost.se',
    submit: 'Registrera',
    thanks: 'Tack! Du är nu registrerad',
  },
  auth: {
    login: 'Logga in',
    logout: 'Logga ut',
    createAccount: 'Skapa konto',
    email: 'E-postadress',
    password: 'Lösenord',
    passwordConfirm: 'Bekräfta lösenord',
    currentPassword: 'Nuvarande lösenord',
    newPassword: 'Nytt lösenord',
    rememberMe: 'Kom ihåg mig',
    forgotPassword: 'Glömt lösenord?',
    resetPassword: 'Återställ lösenord',
    changePassword: 'Byt lösenord',
    enterNewPassword: 'Ange ett nytt lösenord för ditt konto',
    newsletterOptIn: 'Ja, jag vill prenumerera på nyhetsbrevet',
    acceptTerms:
      'Genom att klicka på "Skapa konto" godkänner du våra {{terms}} och vår {{privacy}}.',
    terms: 'köpvillkor',
    privacy: 'integritetspolicy',
    loggedInAs: 'Inloggad som {{username}}',
    loggedIn: 'Du har loggats in',
    created: 'Ditt konto har skapats, du är nu inloggad',
    loggedOut: 'Du har loggats ut',
    resetSent: 'Ett mejl för att återställa ditt lösenord har skickats till dig',
    passwordChanged: 'Ditt lösenord har ändrats',
    credentials: 'Fel e-postadress eller lösenord, försök gärna igen',
    alreadyExists: 'Ett konto med denna e-postadress finns redan',
    resetKeyInvalid:
      'Giltighetstiden för denna återställning har gått ut. För att återställa ditt lösenord behöver du begära en ny återställning.',
    wrongPasswordLoggedOut: 'Du angav fel lösenord och har loggats ut av säkerhetsskäl',
    sessionEnded: 'Du är inte längre inloggad. Logga in igen för att fortsätta.',
    accountBusy:
      'Det har gjorts många inloggningsförsök med den här e-postadressen på kort tid. Vänta en minut och försök igen.',
  },
} as const;
