import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Cookie-Richtlinie",
    description:
      "Welche Cookies und ähnlichen Technologien diese Website verwendet, zu welchen Zwecken und wie Nutzer sie zulassen, ablehnen oder löschen können.",
  },
  blocks: [
    {
      kind: "legal",
      eyebrow: "Rechtliche Hinweise",
      title: "Cookie-Richtlinie",
      updated: "Stand: 27. November 2026",
      intro: [
        "Gemäß Art. 22.2 des spanischen Gesetzes 34/2002 vom 11. Juli über die Dienste der Informationsgesellschaft und den elektronischen Geschäftsverkehr (LSSI-CE) informiert {{legalName}} den Nutzer über die auf dieser Website eingesetzten Mittel zur Speicherung von und zum Zugriff auf Informationen, über deren Zwecke sowie darüber, wie er sie zulassen, ablehnen oder löschen kann.",
      ],
      sections: [
        {
          title: "Was Cookies und ähnliche Technologien sind",
          paragraphs: [
            "Cookies sind kleine Dateien, die eine Website beim Aufruf auf dem Endgerät des Nutzers (Computer, Mobiltelefon oder Tablet) ablegt und mit denen Informationen über sein Nutzungsverhalten gespeichert und ausgelesen werden können. Ähnliche Technologien wie der lokale Speicher des Browsers (localStorage) erfüllen dieselbe Funktion.",
            "Diese Website setzt von ihrem Server aus keine eigenen Cookies. Sie nutzt vielmehr den lokalen Speicher des Browsers, für den nach Art. 22.2 LSSI-CE dieselben Regeln gelten wie für Cookies. Der Begriff „Cookies“ umfasst in dieser Richtlinie daher sowohl Cookies im engeren Sinne als auch den lokalen Speicher und jede andere Technik zur Speicherung von und zum Zugriff auf Informationen auf dem Endgerät des Nutzers.",
          ],
        },
        {
          title: "Verwendete Cookie-Kategorien",
          paragraphs: [
            "Nach ihrem Zweck lassen sich die auf dieser Website eingesetzten Elemente den folgenden vier Kategorien zuordnen. Der Nutzer kann jede Kategorie gesondert zulassen oder ablehnen; ausgenommen sind die technisch notwendigen Cookies, ohne die die Website nicht funktioniert:",
          ],
          list: [
            "Technisch notwendig (immer aktiv): Sie ermöglichen den Betrieb der Website und die Erbringung des vom Nutzer ausdrücklich gewünschten Dienstes, etwa das Speichern der gewählten Sprache und seiner Cookie-Einstellungen. Sie bedürfen nach Art. 22.2 LSSI-CE keiner Einwilligung und können nicht deaktiviert werden.",
            "Personalisierung: Sie speichern die Browsing-Präferenzen des Nutzers, um die Website an ihn anzupassen. Derzeit speichert die Website kein Element dieser Kategorie, da die Spracheinstellung technisch notwendig ist; sollten solche Elemente künftig eingesetzt werden, werden sie nur mit Einwilligung des Nutzers aktiviert.",
            "Statistik: Sie liefern anonyme, zusammengefasste Angaben über die Zahl der Besuche und die Nutzung der Website. Erhoben werden diese Angaben mit einem auf eigenen Servern des Unternehmens betriebenen Besuchszähler, der keine Cookies verwendet, keine Informationen auf dem Endgerät des Nutzers speichert, Nutzer nicht websiteübergreifend verfolgt und nur mit Einwilligung des Nutzers geladen wird.",
            "Drittanbieter: Sie werden von einer anderen Stelle als dem Betreiber der Website verwaltet. Auf dieser Website betrifft dies ausschließlich die Karte mit dem Standort der Manufaktur im Kontaktbereich, die von OpenStreetMap bereitgestellt und nur mit Einwilligung des Nutzers geladen wird; bis dahin erscheint eine Zeichnung mit der Schaltfläche „Karte anzeigen“, deren Betätigung als Einwilligung in diese Kategorie gilt.",
          ],
        },
        {
          title: "Gespeicherte Elemente",
          paragraphs: [
            "Nachstehend sind die Elemente aufgeführt, die diese Website auf dem Endgerät des Nutzers speichert oder lädt, jeweils mit Zweck, Kategorie und Speicherdauer:",
          ],
          list: [
            "language: speichert die vom Nutzer gewählte Sprache, damit die Website in dieser Sprache angezeigt wird. Kategorie: technisch notwendig. Speicherdauer: verbleibt im lokalen Speicher, bis der Nutzer es löscht.",
            "cookieConsent: speichert die Auswahl des Nutzers für jede der vier Cookie-Kategorien. Kategorie: technisch notwendig. Speicherdauer: verbleibt im lokalen Speicher, bis der Nutzer es löscht; die Auswahl wird nach 12 Monaten erneut abgefragt.",
            "cookieConsentDate: speichert Datum und Uhrzeit der Auswahl des Nutzers, damit diese nach Ablauf ihrer Gültigkeit erneut abgefragt werden kann. Kategorie: technisch notwendig. Speicherdauer: verbleibt im lokalen Speicher, bis der Nutzer es löscht; die Auswahl wird nach 12 Monaten erneut abgefragt.",
            "cookieConsentRevision: speichert die Fassung der Cookie-Kategorien, auf die sich die Auswahl des Nutzers bezieht, damit diese bei einer Änderung der Kategorien erneut abgefragt werden kann. Kategorie: technisch notwendig. Speicherdauer: verbleibt im lokalen Speicher, bis der Nutzer es löscht; die Auswahl wird nach 12 Monaten erneut abgefragt.",
            "nudo_project: speichert die Teppiche, die der Nutzer in „Mein Projekt“ sammelt, mit Bereich und Menge, um sie auf Wunsch anzuzeigen und zu teilen; der Server setzt es nur, wenn der Nutzer einen Teppich hinzufügt, ändert oder entfernt. Kategorie: technisch. Dauer: {{projectCookieDays}} Tage ab der letzten Änderung.",
            "Statistik: anonymer, cookieloser Besuchszähler auf eigenen Servern des Unternehmens, der nur mit Einwilligung des Nutzers geladen wird. Kategorie: Statistik. Speicherdauer: entfällt, da keinerlei Informationen auf dem Endgerät des Nutzers gespeichert werden.",
            "OpenStreetMap-Karte: Der Rahmen, in dem die Standortkarte angezeigt wird, kann Cookies der OpenStreetMap Foundation setzen, die diese nach ihrer eigenen Datenschutzerklärung verwaltet; er wird nur mit Einwilligung des Nutzers in Drittanbieter-Cookies geladen. Kategorie: Drittanbieter. Speicherdauer: wie von der OpenStreetMap Foundation in ihrer Datenschutzerklärung festgelegt.",
            "visitSource: speichert für die Dauer des Besuchs die zuerst aufgerufene Seite, die Website, über die der Nutzer gekommen ist, und deren Kampagnenparameter (utm_*), damit sie mit einem vom Nutzer abgesendeten Formular übermittelt werden, wie in der Datenschutzerklärung erläutert. Es wird nur mit Einwilligung des Nutzers in die Kategorie Statistik gespeichert und bei deren Widerruf gelöscht. Kategorie: Statistik. Speicherdauer: verbleibt im Sitzungsspeicher des Browsers, der beim Schließen des Tabs geleert wird.",
          ],
          links: [{ label: "Datenschutzerklärung der OpenStreetMap Foundation" }],
        },
        {
          title: "Einwilligung",
          paragraphs: [
            "Technisch notwendige Cookies werden ohne Einwilligung eingesetzt, da sie für die Erbringung des gewünschten Dienstes unbedingt erforderlich sind. Alle übrigen Kategorien werden nur aktiviert, wenn der Nutzer seine Einwilligung erteilt, gemäß Art. 22.2 LSSI-CE und Art. 6 Abs. 1 lit. a der Datenschutz-Grundverordnung (DSGVO).",
            "Die Einwilligung wird erteilt, indem der Nutzer den beim ersten Besuch der Website angezeigten Hinweis bestätigt, der drei Möglichkeiten bietet: „Alle akzeptieren“, „Nur notwendige“ und „Anpassen“. Über Letztere kann jede Kategorie einzeln zugelassen oder abgelehnt werden; kein Kästchen ist dabei vorausgewählt.",
            "Der Nutzer kann seine Einwilligung jederzeit über den Link „Cookie-Einstellungen“ in der Fußzeile jeder Seite der Website ändern oder widerrufen. Der Widerruf berührt nicht die Rechtmäßigkeit der aufgrund der Einwilligung bis zum Widerruf erfolgten Verarbeitung.",
            "Die Auswahl des Nutzers wird 12 Monate nach ihrer Abgabe erneut abgefragt, ebenso wenn sich die verwendeten Cookie-Kategorien oder deren Zwecke ändern.",
          ],
        },
        {
          title: "Cookies im Browser blockieren oder löschen",
          paragraphs: [
            "Unabhängig davon kann der Nutzer Cookies und Daten im lokalen Speicher seines Endgeräts über die Einstellungen seines Browsers zulassen, blockieren oder löschen. Anleitungen für die gängigsten Browser finden sich unter den nachstehenden Links.",
            "Werden Cookies deaktiviert oder gelöscht, funktionieren einzelne Funktionen der Website möglicherweise nicht mehr ordnungsgemäß, etwa das Speichern der gewählten Sprache oder die Anzeige der Standortkarte.",
          ],
          links: [
            { label: "Hilfe zu Google Chrome" },
            { label: "Hilfe zu Mozilla Firefox" },
            { label: "Hilfe zu Apple Safari" },
            { label: "Hilfe zu Microsoft Edge" },
          ],
        },
        {
          title: "Verantwortlicher",
          paragraphs: [
            "Verantwortlich für den Einsatz eigener Cookies und die Verarbeitung der gegebenenfalls damit erhobenen Daten ist {{legalName}}, Steuernummer (NIF) {{taxId}}, Anschrift: {{address}}. Fragen zu dieser Richtlinie kann der Nutzer per E-Mail an {{email}} richten.",
            "Informationen zur Verarbeitung personenbezogener Daten und zur Ausübung der Rechte auf Auskunft, Berichtigung, Löschung, Widerspruch, Einschränkung der Verarbeitung und Datenübertragbarkeit enthält die Datenschutzerklärung.",
          ],
          actions: [{ label: "Datenschutzerklärung" }],
        },
        {
          title: "Änderungen dieser Richtlinie",
          paragraphs: [
            "{{legalName}} kann diese Cookie-Richtlinie ändern, um sie an neue Rechtsvorschriften, an die Vorgaben der spanischen Datenschutzbehörde (AEPD) oder an Änderungen der auf der Website eingesetzten Elemente anzupassen.",
            "Änderungen werden auf dieser Seite unter Angabe des Datums der letzten Aktualisierung veröffentlicht. Betreffen sie die verwendeten Cookie-Kategorien oder deren Zwecke, wird die Einwilligung des Nutzers erneut eingeholt.",
          ],
        },
      ],
    },
  ],
} satisfies PageTranslation;
