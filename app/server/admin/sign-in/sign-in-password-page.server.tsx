import { fill } from "~/i18n/translate";
import { FormField } from "~/server/admin/form-field.server";
import { type PageContext, renderPage } from "~/server/admin/layout.server";
import { Brand } from "~/server/admin/sign-in-pages.server";
import { signInWords } from "./sign-in-words.server";

export type SignInNotice = "invalid" | "locked" | "signedOut" | "expired" | null;

/** What the first step says above its form: why the last try failed, or that the session ended. */
function noticeText(context: PageContext, notice: SignInNotice, lockedMinutes: number | undefined) {
  const words = signInWords[context.lang];
  if (notice === "locked") return fill(words.locked, { minutes: lockedMinutes ?? 15 });
  return notice ? words[notice] : null;
}

/** The first step: e-mail address and password. */
export function signInPage(
  context: PageContext,
  options: { notice: SignInNotice; email?: string; next?: string; lockedMinutes?: number },
) {
  const words = signInWords[context.lang];
  const { notice } = options;
  const error = notice === "invalid" || notice === "locked";
  const message = noticeText(context, notice, options.lockedMinutes);
  return renderPage(
    context,
    words.title,
    <div className="narrow">
      <Brand context={context} />
      <h1>{words.title}</h1>
      <p className="muted">{words.intro}</p>
      {message ? (
        <p className={error ? "alert" : "notice"} role={error ? "alert" : "status"} id="sign-in-message">
          {message}
        </p>
      ) : null}
      <form method="post" action={`/admin/sign-in${options.next ? `?next=${encodeURIComponent(options.next)}` : ""}`}>
        <FormField id="email" label={words.email}>
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
        </FormField>
        <FormField id="password" label={words.password}>
          <input
            id="password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            maxLength={1024}
          />
        </FormField>
        <button type="submit">{words.submit}</button>
      </form>
    </div>,
  );
}
