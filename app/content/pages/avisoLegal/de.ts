import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Impressum",
    description:
      "Impressum dieser Website: Angaben zum Anbieter, Nutzungsbedingungen, geistiges Eigentum, Datenschutz sowie anwendbares Recht und Gerichtsstand.",
  },
  blocks: [
    {
      kind: "legal",
      eyebrow: "Rechtliche Hinweise",
      title: "Impressum",
      updated: "Stand: 22. November 2026",
      intro: [
        "Gemäß der Informationspflicht nach Artikel 10 des spanischen Gesetzes 34/2002 vom 11. Juli über Dienste der Informationsgesellschaft und den elektronischen Geschäftsverkehr (LSSI-CE) werden nachstehend die Angaben zum Anbieter dieser Website sowie die allgemeinen Bedingungen für deren Aufruf und Nutzung mitgeteilt.",
      ],
      sections: [
        {
          title: "Angaben zum Anbieter",
          paragraphs: [
            "Anbieter dieser Website ist die {{legalName}}. Die Angaben im Sinne von Artikel 10 LSSI-CE lauten wie folgt:",
          ],
          list: [
            "Firma: {{legalName}}",
            "Steuer-Identifikationsnummer (NIF): {{taxId}}",
            "Sitz der Gesellschaft: {{address}}",
            "Handelsregistereintrag: {{registry}}",
            "E-Mail: {{email}}",
            "Telefon: {{phone}}",
            "Unternehmensgegenstand: Entwurf und Herstellung von handgetufteten, robotergetufteten und maßgefertigten Teppichen seit {{foundedYear}}",
          ],
        },
        {
          title: "Zweck der Website",
          paragraphs: [
            "Diese Website dient dazu, das Unternehmen, seine Tätigkeit, seine Produkte und seine Leistungen vorzustellen und Interessenten zu ermöglichen, eine Musterkollektion anzufordern, den digitalen Katalog zu erhalten und geschäftliche Anfragen zu stellen.",
            "Die Website dient ausschließlich Informationszwecken. Über sie werden weder Produkte verkauft noch Leistungen online beauftragt; eine etwaige Geschäftsbeziehung wird auf den Wegen und zu den Bedingungen begründet, die die Parteien ausdrücklich vereinbaren.",
          ],
        },
        {
          title: "Nutzer und Nutzungsbedingungen",
          paragraphs: [
            "Mit dem Aufruf der Website erlangt der Besucher die Stellung eines Nutzers und erkennt dieses Impressum sowie die Nutzungsbedingungen in der zum Zeitpunkt des Aufrufs veröffentlichten Fassung vollständig und vorbehaltlos an.",
            "Der Nutzer verpflichtet sich, die Website und ihre Inhalte ordnungsgemäß im Einklang mit dem Gesetz, den Grundsätzen von Treu und Glauben, der öffentlichen Ordnung und diesem Impressum zu nutzen und in den von ihm ausgefüllten Formularen wahrheitsgemäße Angaben zu machen. Die Bedingungen für Aufruf und Nutzung, die Haftung und die Regeln für Links sind in den Nutzungsbedingungen im Einzelnen geregelt.",
          ],
          actions: [{ label: "Nutzungsbedingungen" }],
        },
        {
          title: "Geistiges Eigentum und gewerbliche Schutzrechte",
          paragraphs: [
            "Die Inhalte der Website, darunter Texte, Fotografien, Teppichentwürfe, Logos, Marken und Quellcode, stehen im Eigentum der {{legalName}} oder von Dritten, die ihre Nutzung gestattet haben, und sind durch das Urheberrecht und die gewerblichen Schutzrechte geschützt.",
            "Ihre vollständige oder teilweise Vervielfältigung, Verbreitung, öffentliche Wiedergabe oder Bearbeitung ist ohne vorherige ausdrückliche Zustimmung des Rechteinhabers untersagt, mit Ausnahme der bloßen Anzeige im Browser des Nutzers. Die näheren Regelungen enthalten die Nutzungsbedingungen.",
          ],
        },
        {
          title: "Datenschutz und Cookies",
          paragraphs: [
            "Personenbezogene Daten, die der Nutzer über die Formulare der Website übermittelt (Anforderung einer Musterkollektion, Anforderung des digitalen Katalogs und Kontaktanfrage), werden von der {{legalName}} als Verantwortlicher gemäß der Verordnung (EU) 2016/679 (DSGVO) und dem spanischen Organgesetz 3/2018 (LOPDGDD) verarbeitet. Informationen zu den Zwecken, der Rechtsgrundlage, der Speicherdauer und der Ausübung der Betroffenenrechte enthält die Datenschutzerklärung.",
            "Die Website verwendet die für ihren Betrieb technisch erforderliche Speicherung und, nur mit vorheriger Einwilligung des Nutzers, die in der Cookie-Richtlinie beschriebenen optionalen Dienste. Der Nutzer kann seine Einwilligung jederzeit über den Link „Cookie-Einstellungen“ in der Fußzeile jeder Seite ändern oder widerrufen.",
          ],
          actions: [{ label: "Datenschutzerklärung" }, { label: "Cookie-Richtlinie" }],
        },
        {
          title: "Anwendbares Recht und Gerichtsstand",
          paragraphs: [
            "Dieses Impressum und die Beziehungen zwischen dem Anbieter der Website und ihren Nutzern unterliegen spanischem Recht.",
            "Gerichtsstand für alle Streitigkeiten im Zusammenhang mit der Website ist Alicante. Ist der Nutzer Verbraucher, sind in den gesetzlich vorgesehenen Fällen die Gerichte an seinem Wohnsitz zuständig.",
          ],
        },
      ],
    },
  ],
} satisfies PageTranslation;
