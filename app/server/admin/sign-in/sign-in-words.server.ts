import type { AdminLanguage, Translation } from "~/server/admin/admin-languages.server";

/** The sign-in's words: the password step, then the code step and, at the first sign-in, the enrolment (Spanish first). */
const es = {
  title: "Iniciar sesión",
  intro: "Acceso para los equipos comercial y de contenidos. Las cuentas las crea el administrador del sitio.",
  email: "Correo electrónico",
  password: "Contraseña",
  submit: "Continuar",
  invalid: "El correo o la contraseña no son correctos.",
  locked:
    "Demasiados intentos fallidos. El acceso está bloqueado durante {{minutes}} min; vuelve a intentarlo después.",
  signedOut: "Has cerrado la sesión.",
  expired: "Tu sesión ha caducado. Vuelve a iniciar sesión.",
  code: {
    title: "Verificación en dos pasos",
    intro: "Escribe el código de seis cifras que muestra tu aplicación de autenticación.",
    enrolTitle: "Configura tu aplicación de autenticación",
    enrolIntro:
      "Es tu primer inicio de sesión: escanea este código QR con una aplicación de autenticación (Google Authenticator, Microsoft Authenticator, 1Password…) y escribe el código que te muestre.",
    qrAlt: "Código QR para añadir la cuenta {{email}} a una aplicación de autenticación",
    keyLabel: "¿No puedes escanearlo? Escribe esta clave en la aplicación:",
    code: "Código de verificación",
    submit: "Verificar",
    invalid: "El código no es correcto o ya se ha usado. Escribe el código actual de la aplicación.",
    back: "Empezar de nuevo",
  },
};

type SignInWords = typeof es;

const en: Translation<SignInWords> = {
  title: "Sign in",
  intro: "For the sales and content teams. Accounts are created by the site's operator.",
  email: "E-mail address",
  password: "Password",
  submit: "Continue",
  invalid: "The e-mail address or the password is not correct.",
  locked: "Too many failed attempts. Sign-in is locked for {{minutes}} min; please try again after that.",
  signedOut: "You have signed out.",
  expired: "Your session has expired. Please sign in again.",
  code: {
    title: "Two-step verification",
    intro: "Enter the six-digit code your authenticator app shows.",
    enrolTitle: "Set up your authenticator app",
    enrolIntro:
      "This is your first sign-in: scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…) and enter the code it shows.",
    qrAlt: "QR code that adds the account {{email}} to an authenticator app",
    keyLabel: "Can't scan it? Type this key into the app:",
    code: "Verification code",
    submit: "Verify",
    invalid: "The code is not correct or has already been used. Enter the app's current code.",
    back: "Start again",
  },
};

export const signInWords: Record<AdminLanguage, SignInWords> = { es, en: en as SignInWords };
