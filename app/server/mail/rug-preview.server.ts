import type { Lead } from "~/forms/lead";
import { rugPreviewPng } from "../configurator/rug-image.server";
import type { OutgoingEmail } from "../leads/lead-emails.server";
import { configurationOfLead, rugPreviewImage, rugPreviewWidth } from "./templates.server";

/**
 * A configurator lead's e-mail with its rug drawn in: the picture its HTML shows inline, as a
 * PNG twice the width it is shown at (sharp on high-density screens). The sales team's copy
 * writes numbers the Spanish way, the visitor's in their language. Other e-mails pass unchanged.
 */
export async function withRugPreview(lead: Lead, email: OutgoingEmail): Promise<OutgoingEmail> {
  const configuration = configurationOfLead(lead);
  if (!configuration || !email.images) return email;
  const png = await rugPreviewPng(configuration, email.kind === "notification" ? "es" : lead.lang, rugPreviewWidth * 2);
  return {
    ...email,
    images: email.images.map((image) =>
      image.cid === rugPreviewImage.cid ? { ...image, content: png.toString("base64") } : image,
    ),
  };
}
