import type { CSSProperties, ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { Language } from "~/i18n/languages";
import { siteConfig } from "~/site/config";

/*
 * The frame every e-mail of a lead is drawn in, and its pieces: plain React, inline styles,
 * tables (what mail clients render reliably).
 */

/** A labelled value, in a table in the HTML part and as `label: value` in the text part. */
export type Row = { label: string; value: string; href?: string };

export const color = {
  ivory: "#f6f1ea",
  paper: "#fffdf9",
  ink: "#1c1917",
  bronze: "#9a6b3f",
  muted: "#6b6259",
  line: "#e6dccf",
};
// Unquoted family names (valid CSS): quotes would be escaped as entities inside style="".
export const serif = "Cormorant Garamond, Garamond, Georgia, Times New Roman, serif";
export const sans = "Helvetica Neue, Helvetica, Arial, sans-serif";

export const text: CSSProperties = {
  margin: "0 0 16px",
  fontFamily: sans,
  fontSize: 15,
  lineHeight: "24px",
  color: color.ink,
};
const eyebrow: CSSProperties = {
  margin: "32px 0 12px",
  fontFamily: sans,
  fontSize: 11,
  lineHeight: "16px",
  letterSpacing: "2px",
  textTransform: "uppercase",
  color: color.bronze,
};
export const link: CSSProperties = { color: color.bronze, textDecoration: "underline" };

export function Table({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  return (
    <table
      role="presentation"
      width="100%"
      cellPadding={0}
      cellSpacing={0}
      border={0}
      style={{ borderCollapse: "collapse", ...style }}
    >
      <tbody>{children}</tbody>
    </table>
  );
}

export function Layout(props: {
  lang: Language;
  title: string;
  preheader?: string;
  footer: string[];
  children: ReactNode;
}) {
  return (
    <html lang={props.lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="x-apple-disable-message-reformatting" />
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
        <title>{props.title}</title>
      </head>
      <body style={{ margin: 0, padding: 0, backgroundColor: color.ivory }}>
        {props.preheader ? (
          <div
            style={{
              display: "none",
              maxHeight: 0,
              overflow: "hidden",
              opacity: 0,
              fontSize: 1,
              lineHeight: "1px",
              color: color.ivory,
            }}
          >
            {props.preheader}
          </div>
        ) : null}
        <Table style={{ backgroundColor: color.ivory }}>
          <tr>
            <td align="center" style={{ padding: "32px 12px 40px" }}>
              <table
                role="presentation"
                width={600}
                cellPadding={0}
                cellSpacing={0}
                border={0}
                style={{ width: "100%", maxWidth: 600, borderCollapse: "collapse" }}
              >
                <tbody>
                  <tr>
                    <td align="center" style={{ padding: "0 0 24px" }}>
                      <div
                        style={{
                          fontFamily: serif,
                          fontSize: 30,
                          lineHeight: "36px",
                          letterSpacing: "8px",
                          textTransform: "uppercase",
                          color: color.ink,
                        }}
                      >
                        {siteConfig.brandName}
                      </div>
                      <div
                        style={{
                          fontFamily: sans,
                          fontSize: 10,
                          lineHeight: "16px",
                          letterSpacing: "3px",
                          textTransform: "uppercase",
                          color: color.bronze,
                        }}
                      >
                        {siteConfig.brandTagline}
                      </div>
                    </td>
                  </tr>
                  <tr>
                    <td
                      style={{
                        backgroundColor: color.paper,
                        border: `1px solid ${color.line}`,
                        borderTop: `3px solid ${color.bronze}`,
                        padding: "40px 40px 36px",
                      }}
                    >
                      {props.children}
                    </td>
                  </tr>
                  <tr>
                    <td align="center" style={{ padding: "24px 24px 0" }}>
                      {props.footer.map((line) => (
                        <p
                          key={line}
                          style={{
                            margin: "0 0 8px",
                            fontFamily: sans,
                            fontSize: 11,
                            lineHeight: "17px",
                            color: color.muted,
                          }}
                        >
                          {line}
                        </p>
                      ))}
                    </td>
                  </tr>
                </tbody>
              </table>
            </td>
          </tr>
        </Table>
      </body>
    </html>
  );
}

export function Heading({ children }: { children: ReactNode }) {
  return (
    <h1
      style={{
        margin: "0 0 24px",
        fontFamily: serif,
        fontSize: 30,
        lineHeight: "36px",
        fontWeight: 400,
        color: color.ink,
      }}
    >
      {children}
    </h1>
  );
}

export function SectionHeading({ children }: { children: ReactNode }) {
  return <h2 style={{ ...eyebrow, fontWeight: 400 }}>{children}</h2>;
}

export function Rows({ rows }: { rows: Row[] }) {
  return (
    <Table>
      {rows.map((row) => (
        <tr key={`${row.label}:${row.value}`}>
          <td
            width={160}
            valign="top"
            style={{
              width: 160,
              padding: "8px 16px 8px 0",
              borderBottom: `1px solid ${color.line}`,
              fontFamily: sans,
              fontSize: 12,
              lineHeight: "20px",
              color: color.muted,
            }}
          >
            {row.label}
          </td>
          <td
            valign="top"
            style={{
              padding: "8px 0",
              borderBottom: `1px solid ${color.line}`,
              fontFamily: sans,
              fontSize: 14,
              lineHeight: "20px",
              color: color.ink,
              wordBreak: "break-word",
            }}
          >
            {row.href ? (
              <a href={row.href} style={link}>
                {row.value}
              </a>
            ) : (
              row.value
            )}
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** A table-built button (Outlook ignores padding on links), then the link written out. */
export function Button({ href, label, fallback }: { href: string; label: string; fallback: string }) {
  return (
    <>
      <table role="presentation" cellPadding={0} cellSpacing={0} border={0} style={{ margin: "8px 0 16px" }}>
        <tbody>
          <tr>
            <td align="center" style={{ backgroundColor: color.ink }}>
              <a
                href={href}
                style={{
                  display: "inline-block",
                  padding: "15px 32px",
                  fontFamily: sans,
                  fontSize: 12,
                  lineHeight: "16px",
                  letterSpacing: "2px",
                  textTransform: "uppercase",
                  textDecoration: "none",
                  color: color.ivory,
                  border: `1px solid ${color.bronze}`,
                }}
              >
                {label}
              </a>
            </td>
          </tr>
        </tbody>
      </table>
      <p style={{ ...text, fontSize: 12, lineHeight: "18px", color: color.muted }}>
        {fallback}{" "}
        <a href={href} style={{ ...link, wordBreak: "break-all" }}>
          {href}
        </a>
      </p>
    </>
  );
}

/** The whole e-mail, as mail clients read it. */
export function toHtml(element: ReactNode): string {
  return `<!doctype html>${renderToStaticMarkup(element)}`;
}
