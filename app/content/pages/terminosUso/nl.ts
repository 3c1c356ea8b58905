import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Gebruiksvoorwaarden",
    description:
      "Voorwaarden voor toegang tot en gebruik van deze website: intellectueel en industrieel eigendom, aansprakelijkheid, links, gegevensbescherming en toepasselijk recht.",
  },
  blocks: [
    {
      kind: "legal",
      eyebrow: "Juridische informatie",
      title: "Gebruiksvoorwaarden",
      updated: "Laatst bijgewerkt: 22 november 2026",
      intro: [
        "De gebruiker wordt aangeraden deze voorwaarden bij elk bezoek aan de website aandachtig te lezen, aangezien zij kunnen worden gewijzigd naar aanleiding van wetswijzigingen of wijzigingen van de website zelf. De geldende versie is de versie die op deze pagina is gepubliceerd, met vermelding van de datum van de laatste bijwerking.",
      ],
      sections: [
        {
          title: "Onderwerp",
          paragraphs: [
            "Deze gebruiksvoorwaarden regelen de toegang tot, het bezoeken en het gebruik van de website van {{legalName}}, Spaans fiscaal identificatienummer (NIF) {{taxId}}, gevestigd te {{address}} (hierna: ‘de onderneming’).",
            "De website heeft tot doel de onderneming, haar vloerkleden en haar diensten voor te stellen en biedt bezoekers de mogelijkheid stalen, catalogi en informatie aan te vragen.",
            "Wie de website bezoekt of gebruikt, wordt gebruiker en aanvaardt daarmee deze voorwaarden volledig en zonder voorbehoud, in de versie die op het moment van de toegang is gepubliceerd. Een gebruiker die niet met deze voorwaarden instemt, dient zich van het gebruik van de website te onthouden.",
          ],
        },
        {
          title: "Voorwaarden voor toegang en gebruik",
          paragraphs: [
            "De toegang tot de website is vrij en kosteloos en vereist geen voorafgaande registratie.",
            "Productinformatie is uitsluitend indicatief: de kleuren, texturen en afwerkingen van de vloerkleden zoals weergegeven op het scherm kunnen afhankelijk van de instellingen van het apparaat afwijken van de werkelijkheid, en afbeeldingen dienen uitsluitend ter illustratie. Offertes, prijzen en levertermijnen binden de onderneming pas nadat zij deze schriftelijk heeft bevestigd.",
            "De gebruiker verbindt zich ertoe de website en de inhoud daarvan rechtmatig, zorgvuldig en te goeder trouw te gebruiken, in overeenstemming met de wet, deze voorwaarden, de goede zeden en de openbare orde, en in het bijzonder:",
          ],
          list: [
            "in de aanvraagformulieren voor stalen en catalogi en in het contactformulier juiste, volledige en actuele gegevens te verstrekken en geen gegevens van derden te gebruiken zonder hun toestemming;",
            "geen computervirussen of andere code of programma’s in te voeren of te verspreiden die schade kunnen toebrengen aan de website, aan de systemen van de onderneming of aan apparatuur van derden;",
            "geen aanvragen of formulieren geautomatiseerd of massaal in te dienen en geen handelingen te verrichten die de werking van de website kunnen overbelasten, onmogelijk maken of verstoren;",
            "de website en de inhoud daarvan niet te gebruiken voor onrechtmatige doeleinden of op een wijze die de rechten en belangen van de onderneming of van derden schaadt.",
          ],
        },
        {
          title: "Intellectueel en industrieel eigendom",
          paragraphs: [
            "Alle inhoud van de website, waaronder de vloerkleedontwerpen, foto’s, teksten, logo’s, merken, grafische vormgeving en broncode, behoort toe aan de onderneming of haar licentiegevers en is beschermd door het Spaanse en internationale recht inzake intellectueel en industrieel eigendom.",
            "Het is verboden deze inhoud geheel of gedeeltelijk te verveelvoudigen, te verspreiden, openbaar te maken, te bewerken of op enige andere wijze te exploiteren zonder voorafgaande schriftelijke toestemming van de onderneming. De toegang tot de website verleent de gebruiker geen enkel recht of licentie op deze inhoud, behalve om deze voor persoonlijk, niet-commercieel gebruik te raadplegen.",
            "Op ontwerpen op maat die de onderneming voor haar klanten vervaardigt en aan hen levert, is het bepaalde in de desbetreffende overeenkomst of bestelling van toepassing.",
          ],
        },
        {
          title: "Aansprakelijkheid",
          paragraphs: [
            "De onderneming garandeert geen voortdurende en ononderbroken toegang tot de website; deze kan om technische redenen, voor onderhoud of om veiligheidsredenen tijdelijk worden onderbroken.",
            "De onderneming is niet verantwoordelijk voor de inhoud, producten of diensten van websites van derden waarnaar via links op deze website wordt verwezen.",
            "De onderneming is niet aansprakelijk voor schade die voortvloeit uit oneigenlijk gebruik van de website of de inhoud daarvan door de gebruiker, of uit een schending van deze voorwaarden.",
            "De op de website gepubliceerde informatie, met inbegrip van informatie over producten, diensten, afwerkingen en levertermijnen, kan op elk moment en zonder voorafgaande kennisgeving worden gewijzigd, bijgewerkt of verwijderd.",
            "Dit artikel laat onverlet de aansprakelijkheid die op grond van het toepasselijke recht, in het bijzonder het consumentenrecht, niet kan worden uitgesloten of beperkt.",
          ],
        },
        {
          title: "Linkbeleid",
          paragraphs: [
            "Voor het plaatsen van een link vanaf een andere website naar deze website is de voorafgaande schriftelijke toestemming van de onderneming vereist, die kan worden aangevraagd via {{email}}.",
            "Links op deze website naar websites van derden zijn uitsluitend ter informatie opgenomen en houden geen goedkeuring van de inhoud daarvan in, noch enige relatie met de beheerders ervan. De onderneming verwijdert een dergelijke link onverwijld zodra zij er daadwerkelijk kennis van krijgt dat deze naar onrechtmatige inhoud verwijst.",
            "De toestemming om te linken wordt verleend onder de volgende voorwaarden; bij niet-naleving kan de onderneming de toestemming intrekken en verwijdering van de link verlangen:",
          ],
          list: [
            "de link moet verwijzen naar de homepage of naar specifieke pagina’s van de website, zonder de inhoud daarvan over te nemen;",
            "de website en de inhoud daarvan mogen niet binnen frames (framing) worden weergegeven, noch met technieken die de weergave ervan wijzigen of de indruk wekken dat zij deel uitmaken van een andere website;",
            "er mogen geen onjuiste, onnauwkeurige of misleidende uitspraken worden gedaan over de onderneming, haar producten of haar diensten;",
            "er mag niet de indruk worden gewekt dat er sprake is van samenwerking, partnerschap of sponsoring tussen de onderneming en de beheerder van de verwijzende website.",
          ],
        },
        {
          title: "Gegevensbescherming",
          paragraphs: [
            "Persoonsgegevens die de gebruiker verstrekt via de aanvraagformulieren voor stalen en catalogi en via het contactformulier, worden verwerkt overeenkomstig Verordening (EU) 2016/679 (AVG) en de Spaanse Organieke Wet 3/2018 (LOPDGDD), met als doel de aanvraag af te handelen en op te volgen. Volledige informatie over de verwerkingsverantwoordelijke, de doeleinden, de rechtsgrond, de bewaartermijnen, de ontvangers en de uitoefening van de rechten van de betrokkene is te vinden in het privacybeleid.",
            "Het gebruik van cookies en andere opslagtechnieken in de browser wordt beschreven in het cookiebeleid. De gebruiker kan zijn toestemming op elk moment wijzigen of intrekken via de link ‘Cookie-instellingen’ onderaan elke pagina.",
          ],
          actions: [{ label: "Privacybeleid" }, { label: "Cookiebeleid" }],
        },
        {
          title: "Toepasselijk recht en bevoegde rechter",
          paragraphs: [
            "Op deze voorwaarden is Spaans recht van toepassing en zij worden overeenkomstig dat recht uitgelegd.",
            "Geschillen die verband houden met de toegang tot of het gebruik van de website worden voorgelegd aan de rechtbanken van Alicante, tenzij de gebruiker consument is en het toepasselijke recht hem de mogelijkheid biedt zich tot de rechter van zijn woonplaats te wenden.",
          ],
        },
      ],
    },
  ],
} satisfies PageTranslation;
