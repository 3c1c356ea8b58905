import { describe, expect, it } from "vitest";
import { leadEmails, mailOptions } from "../../../tests/support/mail";
import { catalogueLead, contactLead, sampleLead, sectionLead } from "../../../tests/support/stored-leads";
import { renderLeadEmails } from "./mail-render.server";

describe("visitor input is made harmless", () => {
  const script = "<script>alert(1)</script>";

  it("is escaped in the HTML, never raw", async () => {
    const leads = [
      sampleLead("es", { firstName: script, company: script }),
      catalogueLead("en", { firstName: script, lastName: script }),
      contactLead("de", { name: script, message: script }),
      sectionLead("fr", { name: script, company: script }),
    ];
    for (const lead of leads) {
      const { notification, confirmation } = await leadEmails(lead);
      expect(notification.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
      expect(confirmation.html).not.toContain("script"); // not a name: greeted without it
      for (const email of [notification, confirmation]) {
        expect(email.html).not.toContain("<script");
      }
    }
  });

  it("keeps CR and LF out of subjects and address names", async () => {
    const evil = "Ana\r\nBcc: victim@elsewhere.example\r\n";
    const leads = [
      sampleLead("es", { firstName: evil, lastName: "Pérez\nX-Header: 1", company: "Hotel\r\nBcc: a@b.example" }),
      catalogueLead("de", { firstName: evil }),
      contactLead("it", { name: evil }),
      sectionLead("nl", { name: evil, company: undefined }),
    ];
    for (const lead of leads) {
      for (const email of await renderLeadEmails(lead, mailOptions)) {
        const headers = [email.subject, email.to.name ?? "", email.replyTo?.name ?? "", email.replyTo?.address ?? ""];
        for (const header of headers) expect(header).not.toMatch(/[\r\n]/);
      }
    }
    const { notification, confirmation } = await leadEmails(contactLead("es", { name: evil }));
    expect(notification.subject).toBe("Nuevo mensaje de contacto · Ana Bcc: victim@elsewhere.example");
    expect(notification.replyTo?.name).toBe("Ana Bcc: victim@elsewhere.example");
    expect(confirmation.to.name).toBeUndefined();
    expect(confirmation.text).toContain("Hola:"); // the name as a whole is no name: greeted without it
    expect(confirmation.text).not.toMatch(/Bcc|victim/);
  });
});
