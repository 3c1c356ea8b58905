import { fill } from "~/i18n/translate";
import { siteConfig } from "~/site/config";
import { type PageContext, renderPage, StaffForm } from "./layout.server";

export type SignInNotice = "invalid" | "locked" | "signedOut" | "expired" | null;

function Brand({ context }: { context: PageContext }) {
  return (
    <p className="brand">
      {siteConfig.brandName}
      <small>{context.t.title}</small>
    </p>
  );
}

/** The first step: e-mail address and password. */
export function signInPage(
  context: PageContext,
  options: { notice: SignInNotice; email?: string; next?: string; lockedMinutes?: number },
) {
  const { t } = context;
  const { notice } = options;
  const error = notice === "invalid" || notice === "locked";
  const message =
    notice === "locked"
      ? fill(t.signIn.locked, { minutes: options.lockedMinutes ?? 15 })
      : notice
        ? t.signIn[notice]
        : null;
  return renderPage(
    context,
    t.signIn.title,
    <div className="narrow">
      <Brand context={context} />
      <h1>{t.signIn.title}</h1>
      <p className="muted">{t.signIn.intro}</p>
      {message ? (
        <p className={error ? "alert" : "notice"} role={error ? "alert" : "status"} id="sign-in-message">
          {message}
        </p>
      ) : null}
      <form method="post" action={`/admin/sign-in${options.next ? `?next=${encodeURIComponent(options.next)}` : ""}`}>
        <div className="field">
          <label htmlFor="email">{t.signIn.email}</label>
          <input
            id="email"
            name="email"
            type="email"
            autoComplete="username"
            required
            maxLength={255}
            defaultValue={options.email}
            aria-describedby={error ? "sign-in-message" : undefined}
          />
        </div>
        <div className="field">
          <label htmlFor="password">{t.signIn.password}</label>
          <input
            id="password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            maxLength={1024}
          />
        </div>
        <button type="submit">{t.signIn.submit}</button>
      </form>
    </div>,
  );
}

/** The second step: a code from the authenticator app; at the first sign-in, enrolment (QR code and key). */
export function codePage(
  context: PageContext,
  options: {
    email: string;
    enrol: { qrDataUrl: string; key: string } | null;
    notice: "invalid" | "locked" | null;
    next?: string;
    lockedMinutes?: number;
  },
) {
  const { t } = context;
  const { enrol, notice } = options;
  const message =
    notice === "locked"
      ? fill(t.signIn.locked, { minutes: options.lockedMinutes ?? 15 })
      : notice
        ? t.code.invalid
        : null;
  const title = enrol ? t.code.enrolTitle : t.code.title;
  return renderPage(
    context,
    title,
    <div className="narrow">
      <Brand context={context} />
      <h1>{title}</h1>
      {enrol ? (
        <>
          <p>{t.code.enrolIntro}</p>
          <img
            className="qr"
            src={enrol.qrDataUrl}
            alt={fill(t.code.qrAlt, { email: options.email })}
            width={192}
            height={192}
          />
          <p id="key-label">{t.code.keyLabel}</p>
          <code className="key" id="totp-key">
            {enrol.key.match(/.{1,4}/g)?.join(" ")}
          </code>
        </>
      ) : (
        <p className="muted">{t.code.intro}</p>
      )}
      {message ? (
        <p className="alert" role="alert" id="code-message">
          {message}
        </p>
      ) : null}
      <StaffForm
        context={context}
        action={`/admin/sign-in/code${options.next ? `?next=${encodeURIComponent(options.next)}` : ""}`}
      >
        <div className="field">
          <label htmlFor="code">{t.code.code}</label>
          <input
            id="code"
            name="code"
            className="code-input"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]{6,7}"
            maxLength={7}
            required
            aria-describedby={message ? "code-message" : undefined}
          />
        </div>
        <div className="actions">
          <button type="submit">{t.code.submit}</button>
          <a href="/admin/sign-in">{t.code.back}</a>
        </div>
      </StaffForm>
    </div>,
  );
}

/** A short page for a refused request (401, 403, 404), with the way on. */
export function messagePage(context: PageContext, message: string, link: { href: string; label: string }) {
  return renderPage(
    context,
    message,
    <div className="narrow">
      <Brand context={context} />
      <p className="alert" role="alert">
        {message}
      </p>
      <a href={link.href}>{link.label}</a>
    </div>,
  );
}
