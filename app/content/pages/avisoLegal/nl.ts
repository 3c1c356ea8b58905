import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Juridische kennisgeving",
    description:
      "Juridische kennisgeving van deze website: gegevens van de eigenaar, gebruiksvoorwaarden, intellectuele eigendom, gegevensbescherming en toepasselijk recht.",
  },
  blocks: [
    {
      kind: "legal",
      eyebrow: "Juridische informatie",
      title: "Juridische kennisgeving",
      updated: "Laatst bijgewerkt: 22 november 2026",
      intro: [
        "Overeenkomstig de informatieplicht van artikel 10 van de Spaanse Wet 34/2002 van 11 juli inzake diensten van de informatiemaatschappij en elektronische handel (LSSI-CE) worden hieronder de identificatiegegevens van de eigenaar van deze website vermeld, evenals de algemene voorwaarden die de toegang tot en het gebruik van de website regelen.",
      ],
      sections: [
        {
          title: "Gegevens van de eigenaar",
          paragraphs: [
            "Deze website is eigendom van {{legalName}}, waarvan de identificatiegegevens in de zin van artikel 10 van de LSSI-CE als volgt luiden:",
          ],
          list: [
            "Statutaire naam: {{legalName}}",
            "Fiscaal identificatienummer (NIF): {{taxId}}",
            "Statutaire zetel: {{address}}",
            "Inschrijving in het handelsregister: {{registry}}",
            "E-mail: {{email}}",
            "Telefoon: {{phone}}",
            "Activiteit: ontwerp en productie van handgetufte, robotgetufte en op maat gemaakte vloerkleden sinds {{foundedYear}}",
          ],
        },
        {
          title: "Doel van de website",
          paragraphs: [
            "Deze website heeft tot doel de onderneming, haar activiteiten, producten en diensten voor te stellen, en belangstellenden in staat te stellen een stalenset aan te vragen, de digitale catalogus te ontvangen en commerciële vragen te stellen.",
            "De website is uitsluitend informatief van aard. Via de website worden geen producten verkocht en geen diensten online afgenomen; een eventuele zakelijke relatie wordt aangegaan langs de weg en onder de voorwaarden die de partijen uitdrukkelijk overeenkomen.",
          ],
        },
        {
          title: "Gebruikers en gebruiksvoorwaarden",
          paragraphs: [
            "Wie de website bezoekt, wordt als gebruiker aangemerkt en aanvaardt daarmee volledig en zonder voorbehoud deze juridische kennisgeving en de gebruiksvoorwaarden, in de versie die op het moment van het bezoek is gepubliceerd.",
            "De gebruiker verbindt zich ertoe de website en de inhoud ervan op behoorlijke wijze te gebruiken, in overeenstemming met de wet, de goede trouw, de openbare orde en deze juridische kennisgeving, en in de formulieren die hij invult juiste informatie te verstrekken. De voorwaarden voor toegang en gebruik, de aansprakelijkheidsregeling en het linkbeleid zijn uitgebreid geregeld in de gebruiksvoorwaarden.",
          ],
          actions: [{ label: "Gebruiksvoorwaarden" }],
        },
        {
          title: "Intellectuele en industriële eigendom",
          paragraphs: [
            "De inhoud van de website, waaronder teksten, foto's, vloerkleedontwerpen, logo's, merken en broncode, is eigendom van {{legalName}} of van derden die toestemming voor het gebruik ervan hebben gegeven, en wordt beschermd door de wetgeving inzake intellectuele en industriële eigendom.",
            "Verveelvoudiging, verspreiding, openbaarmaking of bewerking daarvan, geheel of gedeeltelijk, is verboden zonder voorafgaande uitdrukkelijke toestemming van de rechthebbende, met uitzondering van het louter weergeven in de browser van de gebruiker. De toepasselijke regeling is uitgewerkt in de gebruiksvoorwaarden.",
          ],
        },
        {
          title: "Persoonsgegevens en cookies",
          paragraphs: [
            "Persoonsgegevens die de gebruiker via de formulieren van de website verstrekt (aanvraag van een stalenset, aanvraag van de digitale catalogus en contactverzoek) worden door {{legalName}} als verwerkingsverantwoordelijke verwerkt overeenkomstig Verordening (EU) 2016/679 (AVG) en de Spaanse Organieke Wet 3/2018 (LOPDGDD). Informatie over de doeleinden, de rechtsgrond, de bewaartermijnen en de uitoefening van rechten is te vinden in het privacybeleid.",
            "De website maakt gebruik van de technische opslag die voor de werking ervan noodzakelijk is en, uitsluitend met voorafgaande toestemming van de gebruiker, van de optionele diensten die in het cookiebeleid worden beschreven. De gebruiker kan zijn toestemming op elk moment wijzigen of intrekken via de link ‘Cookie-instellingen’ onderaan elke pagina.",
          ],
          actions: [{ label: "Privacybeleid" }, { label: "Cookiebeleid" }],
        },
        {
          title: "Toepasselijk recht en bevoegde rechter",
          paragraphs: [
            "Op deze juridische kennisgeving en op de betrekkingen tussen de eigenaar van de website en haar gebruikers is Spaans recht van toepassing.",
            "Geschillen in verband met de website worden voorgelegd aan de rechtbanken van Alicante. Is de gebruiker een consument, dan is in de door de toepasselijke regelgeving bepaalde gevallen de rechter van zijn woonplaats bevoegd.",
          ],
        },
      ],
    },
  ],
} satisfies PageTranslation;
