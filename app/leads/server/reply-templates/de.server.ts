import type { ReplyTemplates } from "./template-types.server";

/** The sales team's first answer to each form, in German, formal (see es.server.ts). */
const de: ReplyTemplates = {
  phrases: {
    design: " für das Design „{{design}}“",
    company: " für {{company}}",
    rug: " ({{rug}})",
  },
  forms: {
    sample: {
      subject: "Ihre Musterkollektion von {{brand}}",
      body: `Guten Tag {{name}},

vielen Dank für Ihr Interesse an {{brand}}. Ihre Musteranfrage{{design}} ist bei uns eingegangen, und wir stellen die Muster bereits in unserer Manufaktur für Sie zusammen.

Bevor wir sie versenden, möchten wir gern einige Details mit Ihnen abstimmen, damit die Auswahl wirklich zu Ihrem Projekt passt: den Raum, für den der Teppich gedacht ist, die ungefähren Maße und die Farbtöne, die Ihnen vorschweben.

Wenn Ihnen ein Telefonat lieber ist, nennen Sie uns einfach einen passenden Zeitpunkt – wir rufen Sie gern an.

Mit freundlichen Grüßen
Ihr {{brand}}-Team`,
    },
    catalogue: {
      subject: "Ihr Katalog von {{brand}}",
      body: `Guten Tag {{name}},

vielen Dank für Ihr Interesse an unserem digitalen Katalog – wir hoffen, er bereitet Ihnen viel Freude.

Er zeigt eine Auswahl unserer Kollektionen, doch jeder {{brand}}-Teppich entsteht nach Maß: Design, Abmessungen, Materialien und Farben stimmen wir auf den jeweiligen Raum ab. Sollte Ihnen ein Stück besonders gefallen oder haben Sie bereits ein Projekt in Planung, beraten wir Sie sehr gern und senden Ihnen auf Wunsch unverbindlich eine Musterkollektion zu.

Für Fragen stehen wir Ihnen jederzeit gern zur Verfügung.

Mit freundlichen Grüßen
Ihr {{brand}}-Team`,
    },
    contact: {
      subject: "Ihre Nachricht an {{brand}}",
      body: `Guten Tag {{name}},

vielen Dank für Ihre Nachricht, die wir aufmerksam gelesen haben. Damit wir Sie gut beraten können, würden wir gern etwas mehr über Ihr Vorhaben erfahren: um welche Art von Raum es sich handelt, welche ungefähren Maße Sie planen und welcher Stil Ihnen vorschwebt.

Wenn Sie lieber telefonieren möchten, senden Sie uns einfach Ihre Telefonnummer und einen passenden Zeitpunkt – wir rufen Sie gern zurück.

Mit freundlichen Grüßen
Ihr {{brand}}-Team`,
    },
    contactSection: {
      subject: "Ihr Projekt mit {{brand}}",
      body: `Guten Tag {{name}},

vielen Dank, dass Sie uns von Ihrem Projekt{{company}} erzählt haben. Jeder Teppich, den wir für Hotels, Residenzen, Yachten und Privatjets fertigen, beginnt mit einem Gespräch wie diesem – und wir würden Sie sehr gern dabei begleiten.

Um Ihnen einen ersten Vorschlag zu Design, Materialien und Lieferzeiten zu unterbreiten, würden wir gern noch in dieser Woche ein Telefonat oder eine Videokonferenz mit Ihnen vereinbaren. Nennen Sie uns einfach Tag und Uhrzeit, die Ihnen am besten passen.

Falls Sie bereits Pläne, Maße oder Stilreferenzen haben, senden Sie uns diese gern als Antwort auf diese E-Mail.

Mit freundlichen Grüßen
Ihr {{brand}}-Team`,
    },
    quote: {
      subject: "Ihr maßgefertigter Teppich von {{brand}}",
      body: `Guten Tag {{name}},

vielen Dank, dass Sie Ihren Teppich mit uns gestaltet haben. Unser technisches Team hat Ihre Konfiguration{{rug}} geprüft und bereitet Ihr Angebot vor.

Bevor wir es fertigstellen, möchten wir gern noch zwei Punkte mit Ihnen klären: für welchen Raum der Teppich bestimmt ist und ob Sie ihn zu einem bestimmten Termin benötigen.

Auf Wunsch senden wir Ihnen auch Muster der von Ihnen gewählten Farben, damit Sie diese vor Ihrer Entscheidung sehen und fühlen können.

Mit freundlichen Grüßen
Ihr {{brand}}-Team`,
    },
    project: {
      subject: "Ihr Projekt mit {{brand}}: Muster und Angebot",
      body: `Guten Tag {{name}},

vielen Dank, dass Sie uns Ihr Projekt{{company}} geschickt haben. Wir haben jeden Teppich Ihrer Liste mit dem angegebenen Einsatzort und der Stückzahl geprüft und bereiten Ihre Muster und Ihr Angebot vor.

Bevor wir es fertigstellen, möchten wir gern noch zwei Punkte mit Ihnen klären: den Zeitplan des Projekts und ob einer der Teppiche eine bestimmte Ausführung oder Zertifizierung benötigt (etwa zum Brandverhalten).

Wenn Sie bereits Pläne oder Referenzen zum Projekt haben, senden Sie uns diese gern als Antwort auf diese E-Mail.

Mit freundlichen Grüßen
Ihr {{brand}}-Team`,
    },
  },
};

export default de;
