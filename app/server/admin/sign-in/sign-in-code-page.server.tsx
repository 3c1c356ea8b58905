import { fill } from "~/i18n/translate";
import { FormField } from "~/server/admin/form-field.server";
import { type PageContext, renderPage, StaffForm } from "~/server/admin/layout.server";
import { Brand } from "~/server/admin/sign-in-pages.server";
import { signInWords } from "./sign-in-words.server";

/** At the first sign-in: the authenticator's secret, as a QR code and as a key to type. */
export type Enrolment = { qrDataUrl: string; key: string };

/** The QR code to scan and, for an app that cannot, the key in groups of four. */
function EnrolmentKey({ context, email, enrol }: { context: PageContext; email: string; enrol: Enrolment }) {
  const words = signInWords[context.lang].code;
  return (
    <>
      <p>{words.enrolIntro}</p>
      <img className="qr" src={enrol.qrDataUrl} alt={fill(words.qrAlt, { email })} width={192} height={192} />
      <p id="key-label">{words.keyLabel}</p>
      <code className="key" id="totp-key">
        {enrol.key.match(/.{1,4}/g)?.join(" ")}
      </code>
    </>
  );
}

/** The second step: a code from the authenticator app; at the first sign-in, enrolment (QR code and key). */
export function codePage(
  context: PageContext,
  options: {
    email: string;
    enrol: Enrolment | null;
    notice: "invalid" | "locked" | null;
    next?: string;
    lockedMinutes?: number;
  },
) {
  const words = signInWords[context.lang];
  const { enrol, notice } = options;
  const message =
    notice === "locked"
      ? fill(words.locked, { minutes: options.lockedMinutes ?? 15 })
      : notice
        ? words.code.invalid
        : null;
  const title = enrol ? words.code.enrolTitle : words.code.title;
  return renderPage(
    context,
    title,
    <div className="narrow">
      <Brand context={context} />
      <h1>{title}</h1>
      {enrol ? (
        <EnrolmentKey context={context} email={options.email} enrol={enrol} />
      ) : (
        <p className="muted">{words.code.intro}</p>
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
        <FormField id="code" label={words.code.code}>
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
        </FormField>
        <div className="actions">
          <button type="submit">{words.code.submit}</button>
          <a href="/admin/sign-in">{words.code.back}</a>
        </div>
      </StaffForm>
    </div>,
  );
}
