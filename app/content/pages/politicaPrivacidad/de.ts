import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Datenschutzerklärung",
    description:
      "Wie personenbezogene Daten aus den Formularen der Website verarbeitet werden: Zwecke, Rechtsgrundlagen, Speicherdauer, Empfänger und Betroffenenrechte.",
  },
  blocks: [
    {
      kind: "legal",
      eyebrow: "Rechtliche Hinweise",
      title: "Datenschutzerklärung",
      updated: "Stand: 27. November 2026",
      intro: [
        "Gemäß der Verordnung (EU) 2016/679 des Europäischen Parlaments und des Rates vom 27. April 2016, der Datenschutz-Grundverordnung (DSGVO), und dem spanischen Organgesetz 3/2018 vom 5. Dezember über den Schutz personenbezogener Daten und die Gewährleistung digitaler Rechte (LOPDGDD) informiert {{legalName}} die Nutzer über die Verarbeitung der personenbezogenen Daten, die sie über diese Website übermitteln.",
      ],
      sections: [
        {
          title: "Verantwortlicher",
          paragraphs: [
            "Verantwortlicher für die Verarbeitung der über diese Website erhobenen personenbezogenen Daten ist {{legalName}}. Die Angaben zur Identität und die Kontaktdaten lauten:",
          ],
          list: [
            "Firma: {{legalName}}",
            "Steuernummer (NIF): {{taxId}}",
            "Anschrift: {{address}}",
            "E-Mail: {{email}}",
            "Telefon: {{phone}}",
          ],
        },
        {
          title: "Zwecke der Verarbeitung",
          paragraphs: [
            "Die Website bietet weder Nutzerkonten noch eine Registrierung oder einen Newsletter an. Personenbezogene Daten werden weder zu Werbe- oder Marketingzwecken noch zur Profilbildung verwendet.",
            "Über die Formulare wird keine Einwilligung in den Erhalt kommerzieller Mitteilungen eingeholt; solche Mitteilungen werden daher nicht ohne eine gesonderte, ausdrückliche Einwilligung der betroffenen Person versandt. Die als Pflichtfelder gekennzeichneten Angaben sind für die Bearbeitung der Anfrage erforderlich; ohne sie kann die Anfrage nicht bearbeitet werden.",
            "Die Server protokollieren IP-Adressen und eingehende Anfragen ausschließlich zur Gewährleistung der Sicherheit der Website. Mit jeder Anfrage werden außerdem die Seite, von der aus das Formular gesendet wurde, mit den Kampagnenparametern ihrer Adresse (utm_source, utm_medium, utm_campaign, utm_term und utm_content), jedoch ohne deren übrige Bestandteile, sowie die Website gespeichert, über die der Nutzer auf diese Seite gelangt ist, um nachvollziehen zu können, welche Seiten und Kampagnen zu Anfragen führen, und jede Anfrage der zuständigen Person im Vertriebsteam zuzuweisen. Nur wenn der Nutzer im Cookie-Hinweis der Kategorie „Statistik“ zugestimmt hat, speichert sein Browser zudem für die Dauer des Besuchs die zuerst aufgerufene Seite, deren Herkunft und Kampagnenparameter und übermittelt sie mit dem Formular; ohne diese Einwilligung wird zu diesem Zweck nichts auf dem Endgerät gespeichert. Diese Daten werden zusammen mit der Anfrage aufbewahrt und gelöscht. Welche Informationen im Browser des Nutzers gespeichert werden und wie Cookies und ähnliche Technologien eingesetzt werden, erläutert die Cookie-Richtlinie, die am Ende dieses Abschnitts aufgerufen werden kann.",
            "Um Inhalte, die nur für bestimmte Länder bestimmt sind, etwa den Bereich Privatluftfahrt, ein- oder auszublenden, gleicht der Server die IP-Adresse des Nutzers mit einer Länderdatenbank ab, die auf dem Server selbst liegt. Die Adresse wird an niemanden weitergegeben, und weder sie noch das ermittelte Land wird gespeichert.",
            "Personenbezogene Daten werden ausschließlich über die folgenden drei Formulare erhoben und verarbeitet, um die Anfrage der betroffenen Person zu bearbeiten und diese geschäftliche Anfrage weiterzuverfolgen:",
          ],
          list: [
            "Anforderung der Musterkollektion: Vorname, Nachname, E-Mail-Adresse, Telefonnummer, Unternehmen, Position, Lieferanschrift, Ort, Postleitzahl, Land und Anmerkungen, um die angeforderte Musterkollektion zusammenzustellen und zu versenden.",
            "Anforderung des digitalen Katalogs: Vorname, Nachname, E-Mail-Adresse, Telefonnummer, Unternehmen, Position und Interessen, um den Katalog per E-Mail zu übermitteln.",
            "Kontaktanfrage: Name, Unternehmen, E-Mail-Adresse, Telefonnummer, Art des Vorhabens und Nachricht, um die Anfrage zu beantworten.",
          ],
          actions: [{ label: "Cookie-Richtlinie" }],
        },
        {
          title: "Rechtsgrundlagen der Verarbeitung",
          paragraphs: ["Die Verarbeitung personenbezogener Daten beruht auf folgenden Rechtsgrundlagen:"],
          list: [
            "Durchführung vorvertraglicher Maßnahmen auf Anfrage der betroffenen Person (Art. 6 Abs. 1 lit. b DSGVO): Versand der Musterkollektion, Übermittlung des Katalogs und Beantwortung von Anfragen zu einem möglichen Auftrag.",
            "Berechtigtes Interesse des Verantwortlichen an der Beantwortung und Nachverfolgung eingehender Anfragen sowie an der Sicherheit der Website (Art. 6 Abs. 1 lit. f DSGVO). Die betroffene Person kann dieser Verarbeitung nach Maßgabe des Abschnitts über die Betroffenenrechte widersprechen.",
            "Einwilligung des Nutzers in optionale Cookies und Speichertechnologien (Art. 6 Abs. 1 lit. a DSGVO und Art. 22 Abs. 2 des spanischen Gesetzes 34/2002 vom 11. Juli über Dienste der Informationsgesellschaft und den elektronischen Geschäftsverkehr, LSSI-CE). Die Einwilligung kann jederzeit über den Link „Cookie-Einstellungen“ in der Fußzeile jeder Seite widerrufen werden, ohne dass die Rechtmäßigkeit der bis zum Widerruf erfolgten Verarbeitung berührt wird.",
          ],
        },
        {
          title: "Speicherdauer",
          paragraphs: [
            "Die über die Formulare übermittelten Daten werden so lange gespeichert, wie es für die Bearbeitung der Anfrage erforderlich ist, und {{leadRetentionDays}} Tage nach ihrem Eingang zusammen mit den dazu versandten E-Mails automatisch von der Website gelöscht. Der Inhalt bereits versandter E-Mails wird {{outboxKeepDays}} Tage nach dem Versand gelöscht; erhalten bleibt nur der Nachweis, dass und wann sie versandt wurden.",
            "Das Bild eines Teppichs im Foto Ihres Raums, das Sie im Konfigurator erstellen können, entsteht in Ihrem Browser und wird nirgendwohin gesendet, es sei denn, Sie kreuzen an, dass es mit Ihrer Angebotsanfrage gesendet werden soll. Senden Sie es, wird es ohne die Metadaten Ihrer Kamera zusammen mit der Anfrage gespeichert, nur vom Vertriebsteam eingesehen und mit ihr nach {{leadRetentionDays}} Tagen gelöscht, oder früher, wenn Sie Ihr Recht auf Löschung ausüben; bei einem Auskunftsersuchen ist es in der Kopie Ihrer Daten enthalten.",
            "Die Teppiche, die Sie in „Mein Projekt“ sammeln, mit dem Bereich und der Menge, die Sie jeweils eingeben, werden nur in Ihrem Browser gespeichert, im technischen Cookie nudo_project, und zwar {{projectCookieDays}} Tage lang ab der letzten Änderung; sie werden nirgendwohin übermittelt, es sei denn, Sie fordern Muster und ein Angebot für das Projekt an – dann werden sie mit dieser Anfrage gespeichert und mit ihr gelöscht. Wenn Sie das Projekt teilen, wird auf dem Server eine Kopie der Teppiche, ihrer Bereiche und Mengen ohne personenbezogene Daten von Ihnen gespeichert, die nur über den erzeugten Link erreichbar ist: Der Link läuft nach {{projectLinkDays}} Tagen ab, und die Kopie wird {{projectExpiredKeptDays}} Tage danach automatisch gelöscht.",
            "Führt die Anfrage zu einem Vertragsverhältnis, werden die dafür erforderlichen Daten in die Kundenverwaltung des Verantwortlichen übernommen und für dessen Dauer und anschließend für die Dauer der geltenden Verjährungsfristen und gesetzlichen Aufbewahrungspflichten gespeichert, etwa der sechsjährigen Aufbewahrungsfrist für Handelsbücher, Geschäftskorrespondenz und Belege nach Art. 30 des spanischen Handelsgesetzbuchs.",
            "Zum Schutz der Formulare vor massenhaften Einsendungen wird jede Einsendung mit einem kryptografischen Hashwert der IP-Adresse und jede Bestätigungs-E-Mail mit einem Hashwert der Empfängeradresse vermerkt, nie mit den Adressen selbst. Diese Vermerke dienen allein dazu, die Zahl der Einsendungen zu begrenzen, und werden spätestens nach 48 Stunden automatisch gelöscht. Serverprotokolle mit IP-Adressen werden aus Sicherheitsgründen höchstens dreißig Tage aufbewahrt.",
          ],
        },
        {
          title: "Empfänger der Daten",
          paragraphs: [
            "Die Daten werden auf eigenen Servern und in eigenen Datenbanken des Verantwortlichen gespeichert und nicht an Dritte verkauft. Sie werden ausschließlich an die am Ende dieses Abschnitts genannten Empfänger und nur im unbedingt erforderlichen Umfang weitergegeben.",
            "Eine Übermittlung in Drittländer findet nicht statt, soweit sie nicht von den als Auftragsverarbeiter tätigen Dienstleistern zur Erbringung ihrer Leistungen benötigt wird; in diesem Fall erfolgt sie unter Einhaltung der in der DSGVO vorgesehenen Garantien, etwa der von der Europäischen Kommission erlassenen Standardvertragsklauseln.",
            "Die OpenStreetMap-Karte im Kontaktbereich wird nur geladen, wenn der Nutzer Inhalte von Drittanbietern zulässt; in diesem Fall erhält die OpenStreetMap Foundation als Anbieterin des Dienstes die IP-Adresse des Nutzers. Dieser Inhalt wird in der Cookie-Richtlinie beschrieben.",
            "Empfänger der Daten sind:",
          ],
          list: [
            "der E-Mail-Versanddienstleister, der die Bestätigungs- und Benachrichtigungs-E-Mails als Auftragsverarbeiter versendet und durch einen Vertrag nach Art. 28 DSGVO an den Verantwortlichen gebunden ist;",
            "das Kurierunternehmen, das die Musterkollektion zustellt und nur die für die Zustellung erforderlichen Daten erhält;",
            "Behörden, Gerichte und sonstige zuständige Stellen, soweit eine gesetzliche Verpflichtung besteht.",
          ],
        },
        {
          title: "Rechte der betroffenen Person",
          paragraphs: [
            "Nach der DSGVO und dem LOPDGDD kann die betroffene Person gegenüber dem Verantwortlichen unentgeltlich die am Ende dieses Abschnitts aufgeführten Rechte geltend machen. Der Verantwortliche trifft keine ausschließlich auf einer automatisierten Verarbeitung beruhenden Entscheidungen.",
            "Hierzu ist ein Schreiben per E-Mail an {{email}} oder per Post an {{address}} zu richten, aus dem hervorgeht, welches Recht geltend gemacht wird. Dem Antrag ist in jedem Fall die Kopie eines Identitätsnachweises (spanischer Personalausweis DNI, Ausländer-Identifikationsnummer NIE oder Reisepass) beizufügen.",
            "Der Verantwortliche beantwortet den Antrag innerhalb eines Monats nach Eingang.",
            "Ist die betroffene Person der Ansicht, dass die Verarbeitung ihrer Daten gegen das Datenschutzrecht verstößt, hat sie das Recht, Beschwerde bei der spanischen Datenschutzbehörde (AEPD) einzulegen, deren Website am Ende dieses Abschnitts verlinkt ist.",
            "Der betroffenen Person stehen folgende Rechte zu:",
          ],
          list: [
            "Auskunft: Bestätigung darüber, ob sie betreffende personenbezogene Daten verarbeitet werden, und Erhalt einer Kopie dieser Daten.",
            "Berichtigung: Korrektur unrichtiger oder Vervollständigung unvollständiger Daten.",
            "Löschung: Löschung der Daten, wenn sie unter anderem für die Zwecke, für die sie erhoben wurden, nicht mehr erforderlich sind.",
            "Widerspruch: Widerspruch gegen eine auf berechtigtem Interesse beruhende Verarbeitung aus Gründen, die sich aus ihrer besonderen Situation ergeben.",
            "Einschränkung der Verarbeitung: Aussetzung der Verarbeitung der Daten in den gesetzlich vorgesehenen Fällen.",
            "Datenübertragbarkeit: Erhalt der bereitgestellten Daten in einem strukturierten, gängigen und maschinenlesbaren Format sowie deren Übermittlung an einen anderen Verantwortlichen.",
          ],
          links: [{ label: "Spanische Datenschutzbehörde (AEPD)" }],
        },
        {
          title: "Datensicherheit",
          paragraphs: [
            "Der Verantwortliche trifft gemäß Art. 32 DSGVO geeignete technische und organisatorische Maßnahmen, um ein dem Risiko angemessenes Schutzniveau zu gewährleisten, darunter:",
          ],
          list: [
            "Verschlüsselung der Verbindung zwischen Browser und Server über das HTTPS-Protokoll;",
            "Beschränkung des Zugriffs auf die Daten auf befugtes Personal;",
            "Erstellung von Datensicherungen;",
            "vertragliche Verpflichtung der Auftragsverarbeiter auf die nach der DSGVO erforderliche Vertraulichkeit und Sicherheit.",
          ],
        },
        {
          title: "Minderjährige",
          paragraphs: [
            "Die Website richtet sich nicht an Personen unter vierzehn Jahren. Nach Art. 7 LOPDGDD ist die Verarbeitung personenbezogener Daten von Kindern unter vierzehn Jahren nur mit Einwilligung der Eltern oder des Vormunds zulässig.",
            "Erlangt der Verantwortliche Kenntnis davon, dass er ohne diese Einwilligung Daten eines Kindes unter vierzehn Jahren gespeichert hat, werden diese gelöscht. Eltern oder Vormünder, die einen solchen Fall feststellen, können ihn an {{email}} melden.",
          ],
        },
        {
          title: "Änderungen dieser Datenschutzerklärung",
          paragraphs: [
            "Der Verantwortliche kann diese Datenschutzerklärung anpassen, um Gesetzesänderungen oder Änderungen der Datenverarbeitung Rechnung zu tragen. Änderungen werden auf dieser Seite veröffentlicht; das Datum der letzten Aktualisierung ist am Anfang des Textes angegeben.",
            "Den Nutzern wird empfohlen, diese Datenschutzerklärung regelmäßig einzusehen.",
          ],
        },
      ],
    },
  ],
} satisfies PageTranslation;
