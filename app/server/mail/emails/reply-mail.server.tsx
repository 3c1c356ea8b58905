import type { ReplyContent } from "~/leads/server/reply.server";
import { siteConfig } from "~/site/config";
import { homeUrl, siteHost } from "../lead-email-options.server";
import { color, Layout, link, serif, text, toHtml } from "../mail-layout.server";
import { plainText } from "../plain-text.server";
import { companyAddressLines } from "./confirmation.server";

/*
 * A reply a staff member wrote on a lead's page: their words as paragraphs (a blank line parts
 * them, a line break stays one), in the frame of the site's e-mails, then the company's
 * signature and the lead's reference. React escapes every character they typed.
 */

const paragraphsOf = (body: string) =>
  body
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== "");

/** The company's signature lines: its name, phone and sales address, website, the lead's reference. */
function signatureLines(content: ReplyContent) {
  const home = homeUrl(content.siteUrl, content.lang);
  return {
    home,
    lines: [
      siteConfig.brandName,
      `${siteConfig.phone.display} · ${content.salesAddress}`,
      siteHost(content.siteUrl),
      content.reference,
    ],
  };
}

const small = { ...text, fontSize: 13, lineHeight: "20px", margin: "0 0 2px", color: color.muted };

function ReplyEmail({ content, footer }: { content: ReplyContent; footer: string[] }) {
  const { home } = signatureLines(content);
  const paragraphs = paragraphsOf(content.body);
  return (
    <Layout lang={content.lang} title={content.subject} preheader={paragraphs[1] ?? paragraphs[0]} footer={footer}>
      {paragraphs.map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs never move
        <p key={index} style={text}>
          {paragraph
            .split("\n")
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines never move
            .flatMap((line, at) => (at === 0 ? [line] : [<br key={at} />, line]))}
        </p>
      ))}
      <table
        role="presentation"
        cellPadding={0}
        cellSpacing={0}
        border={0}
        style={{ margin: "28px 0 0", borderTop: `1px solid ${color.line}`, width: "100%" }}
      >
        <tbody>
          <tr>
            <td style={{ padding: "20px 0 0" }}>
              <p style={{ margin: "0 0 8px", fontFamily: serif, fontSize: 22, lineHeight: "26px", color: color.ink }}>
                {siteConfig.brandName}
              </p>
              <p style={small}>
                <a href={siteConfig.phone.href} style={{ ...link, color: color.muted }}>
                  {siteConfig.phone.display}
                </a>
                {" · "}
                <a href={`mailto:${content.salesAddress}`} style={{ ...link, color: color.muted }}>
                  {content.salesAddress}
                </a>
              </p>
              <p style={small}>
                <a href={home} style={{ ...link, color: color.muted }}>
                  {siteHost(content.siteUrl)}
                </a>
              </p>
              <p style={{ ...small, margin: "10px 0 0", fontSize: 11, letterSpacing: "1px" }}>{content.reference}</p>
            </td>
          </tr>
        </tbody>
      </table>
    </Layout>
  );
}

/** The reply's HTML and text parts. */
export function replyEmailParts(content: ReplyContent): { html: string; text: string } {
  const footer = [[siteConfig.legalName, ...companyAddressLines(content.lang)].join(" · ")];
  return {
    html: toHtml(<ReplyEmail content={content} footer={footer} />),
    text: plainText([...paragraphsOf(content.body), signatureLines(content).lines.join("\n")], footer),
  };
}
