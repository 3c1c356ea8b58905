import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Nutzungsbedingungen",
    description:
      "Bedingungen für den Zugang zu dieser Website und ihre Nutzung: geistiges und gewerbliches Eigentum, Haftung, Verlinkung, Datenschutz und anwendbares Recht.",
  },
  blocks: [
    {
      kind: "legal",
      eyebrow: "Rechtliche Hinweise",
      title: "Nutzungsbedingungen",
      updated: "Stand: 22. November 2026",
      intro: [
        "Dem Nutzer wird empfohlen, diese Bedingungen bei jedem Besuch der Website aufmerksam zu lesen, da sie an Gesetzesänderungen oder Änderungen der Website angepasst werden können. Maßgeblich ist die auf dieser Seite veröffentlichte Fassung mit dem Datum ihrer letzten Aktualisierung.",
      ],
      sections: [
        {
          title: "Gegenstand",
          paragraphs: [
            "Diese Nutzungsbedingungen regeln den Zugang zu der Website von {{legalName}}, Steuernummer (NIF) {{taxId}}, Anschrift {{address}} (im Folgenden „das Unternehmen“), sowie das Aufrufen und die Nutzung dieser Website.",
            "Die Website dient der Vorstellung des Unternehmens, seiner Teppiche und seiner Leistungen; Besucher können darüber eine Musterkollektion, Kataloge und Informationen anfordern.",
            "Wer die Website aufruft oder nutzt, wird Nutzer und erkennt diese Bedingungen in der zum Zeitpunkt des Zugriffs veröffentlichten Fassung uneingeschränkt an. Nutzer, die mit ihnen nicht einverstanden sind, haben von der Nutzung der Website abzusehen.",
          ],
        },
        {
          title: "Zugangs- und Nutzungsbedingungen",
          paragraphs: [
            "Der Zugang zur Website ist frei und unentgeltlich und setzt keine Registrierung voraus.",
            "Produktangaben dienen lediglich der Orientierung: Farben, Strukturen und Ausführungen der am Bildschirm gezeigten Teppiche können je nach Geräteeinstellung vom Original abweichen, und Abbildungen haben rein illustrativen Charakter. Angebote, Preise und Lieferfristen sind für das Unternehmen erst nach schriftlicher Bestätigung verbindlich.",
            "Der Nutzer verpflichtet sich, die Website und ihre Inhalte rechtmäßig, sorgfältig und nach Treu und Glauben im Einklang mit dem Gesetz, diesen Bedingungen, den guten Sitten und der öffentlichen Ordnung zu nutzen, und insbesondere:",
          ],
          list: [
            "in den Formularen zur Anforderung der Musterkollektion und des Katalogs sowie im Kontaktformular wahre, genaue und aktuelle Angaben zu machen und keine Daten Dritter ohne deren Einwilligung zu verwenden;",
            "keine Computerviren oder sonstigen Codes oder Programme einzuschleusen oder zu verbreiten, die die Website, die Systeme des Unternehmens oder Geräte Dritter beschädigen können;",
            "keine Anfragen oder Formulare automatisiert oder massenhaft abzuschicken und keine Handlungen vorzunehmen, die den Betrieb der Website überlasten, unmöglich machen oder beeinträchtigen können;",
            "die Website und ihre Inhalte weder zu rechtswidrigen Zwecken noch in einer Weise zu nutzen, die Rechte und Interessen des Unternehmens oder Dritter verletzt.",
          ],
        },
        {
          title: "Geistiges und gewerbliches Eigentum",
          paragraphs: [
            "Sämtliche Inhalte der Website, insbesondere Teppichentwürfe, Fotografien, Texte, Logos, Marken, grafische Gestaltung und Quellcode, stehen dem Unternehmen oder seinen Lizenzgebern zu und sind nach spanischem und internationalem Recht durch das Urheberrecht und die gewerblichen Schutzrechte geschützt.",
            "Jede vollständige oder teilweise Vervielfältigung, Verbreitung, öffentliche Wiedergabe, Bearbeitung oder sonstige Verwertung dieser Inhalte ohne vorherige schriftliche Zustimmung des Unternehmens ist untersagt. Der Zugang zur Website räumt dem Nutzer keine Rechte oder Lizenzen an diesen Inhalten ein, die über deren Ansicht zu privaten, nicht gewerblichen Zwecken hinausgehen.",
            "Für individuelle Entwürfe, die das Unternehmen für seine Kunden erstellt und ihnen übergibt, gelten die Bestimmungen des jeweiligen Vertrags oder Auftrags.",
          ],
        },
        {
          title: "Haftung",
          paragraphs: [
            "Das Unternehmen gewährleistet keinen ständigen und ununterbrochenen Zugang zur Website; dieser kann aus technischen Gründen, zu Wartungszwecken oder aus Sicherheitsgründen vorübergehend ausgesetzt werden.",
            "Das Unternehmen übernimmt keine Verantwortung für Inhalte, Produkte oder Leistungen fremder Websites, die über Links auf dieser Website erreicht werden.",
            "Das Unternehmen haftet nicht für Schäden, die aus einer missbräuchlichen Nutzung der Website oder ihrer Inhalte durch den Nutzer oder aus einem Verstoß gegen diese Bedingungen entstehen.",
            "Die auf der Website veröffentlichten Informationen, einschließlich der Angaben zu Produkten, Leistungen, Ausführungen und Lieferfristen, können jederzeit ohne vorherige Ankündigung geändert, aktualisiert oder entfernt werden.",
            "Die Haftung, die nach geltendem Recht, insbesondere nach Verbraucherschutzrecht, nicht ausgeschlossen oder beschränkt werden kann, bleibt von dieser Klausel unberührt.",
          ],
        },
        {
          title: "Verlinkung",
          paragraphs: [
            "Jeder Link von einer anderen Website auf diese Website bedarf der vorherigen schriftlichen Zustimmung des Unternehmens, die unter {{email}} beantragt werden kann.",
            "Links von dieser Website auf Websites Dritter dienen ausschließlich der Information und bedeuten weder eine Billigung ihrer Inhalte noch eine Beziehung zu deren Betreibern. Das Unternehmen entfernt einen solchen Link unverzüglich, sobald es davon Kenntnis erlangt, dass er auf rechtswidrige Inhalte verweist.",
            "Die Zustimmung zur Verlinkung wird unter den folgenden Bedingungen erteilt; werden sie nicht eingehalten, kann das Unternehmen die Zustimmung widerrufen und die Entfernung des Links verlangen:",
          ],
          list: [
            "Der Link muss auf die Startseite oder auf einzelne Seiten der Website führen, ohne deren Inhalte wiederzugeben.",
            "Die Website und ihre Inhalte dürfen weder in Frames (Framing) noch mit Techniken dargestellt werden, die ihre Darstellung verändern oder sie als Teil einer anderen Website erscheinen lassen.",
            "Über das Unternehmen, seine Produkte oder seine Leistungen dürfen keine falschen, ungenauen oder irreführenden Aussagen gemacht werden.",
            "Es darf nicht der Eindruck erweckt werden, zwischen dem Unternehmen und dem Betreiber der verlinkenden Website bestehe eine Zusammenarbeit, Partnerschaft oder ein Sponsoring.",
          ],
        },
        {
          title: "Datenschutz",
          paragraphs: [
            "Personenbezogene Daten, die der Nutzer über die Formulare zur Anforderung der Musterkollektion und des Katalogs oder über das Kontaktformular übermittelt, werden gemäß der Verordnung (EU) 2016/679 (DSGVO) und dem spanischen Organgesetz 3/2018 (LOPDGDD) verarbeitet, um die Anfrage zu bearbeiten und weiterzuverfolgen. Ausführliche Informationen zum Verantwortlichen, zu Zwecken, Rechtsgrundlage, Speicherdauer und Empfängern sowie zur Ausübung der Rechte der betroffenen Person enthält die Datenschutzerklärung.",
            "Der Einsatz von Cookies und anderen Speichertechnologien im Browser wird in der Cookie-Richtlinie beschrieben. Der Nutzer kann seine Einwilligung jederzeit über den Link „Cookie-Einstellungen“ in der Fußzeile jeder Seite ändern oder widerrufen.",
          ],
          actions: [{ label: "Datenschutzerklärung" }, { label: "Cookie-Richtlinie" }],
        },
        {
          title: "Anwendbares Recht und Gerichtsstand",
          paragraphs: [
            "Diese Bedingungen unterliegen spanischem Recht und sind nach diesem auszulegen.",
            "Für alle Streitigkeiten im Zusammenhang mit dem Zugang zur Website oder ihrer Nutzung sind die Gerichte von Alicante zuständig. Ist der Nutzer Verbraucher, bleibt sein Recht unberührt, die Gerichte an seinem Wohnsitz anzurufen, soweit das anwendbare Recht dies vorsieht.",
          ],
        },
      ],
    },
  ],
} satisfies PageTranslation;
